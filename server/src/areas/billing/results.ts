// Answers of the subscription operations in the contract's shapes: the upgrade preview, the
// upgrade result, and the promotion-code check.
import type { components } from '../../../../generated/openapi.d.ts';
import type { AppContext } from '../../context.ts';
import { checkPromoCode } from './codes.ts';
import type { UpgradePreview } from './rules/preview.ts';
import type { UpgradeOutcome } from './subscriptions.ts';

type Schemas = components['schemas'];

export const toUpgradePreview = (preview: UpgradePreview): Schemas['UpgradePreview'] => ({
  plan: preview.plan,
  cycle: preview.cycle,
  amountSeats: preview.seats,
  currency: preview.currency,
  lines: preview.lines,
  subtotal: preview.subtotal,
  discounts: preview.discounts,
  tax: preview.tax,
  taxRate: preview.taxRate,
  total: preview.total,
});

export const toUpgradeResult = (
  businessId: string,
  { subscription, requiresAction }: UpgradeOutcome,
): Schemas['SubscriptionUpgradeResult'] => ({
  businessId,
  plan: subscription.price.plan,
  cycle: subscription.price.cycle,
  amountSeats: subscription.quantity,
  currency: subscription.price.currency,
  subscriptionStatus: subscription.status,
  requiresAction,
  paymentIntentClientSecret: requiresAction ? subscription.paymentIntentClientSecret : null,
});

export async function validatePromo(
  ctx: AppContext,
  body: Schemas['PromoValidationRequest'],
): Promise<Schemas['PromoValidation']> {
  const result = await checkPromoCode(ctx, body.promoCode, { plan: body.plan, cycle: body.cycle });
  if (!result.valid) return { valid: false, discount: null, reason: result.reason };
  const { definition } = result;
  return {
    valid: true,
    discount: {
      promoCode: definition.code,
      type: definition.type,
      percentOff:
        definition.percentOffBasisPoints === null ? null : definition.percentOffBasisPoints / 100,
      amountOff: definition.amountOff,
      currency: definition.currency,
      duration: definition.duration,
      durationInMonths: definition.durationInMonths,
      expiresAt: definition.expiresAt,
    },
    reason: null,
  };
}
