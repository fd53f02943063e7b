// The billing area's answers in the contract's shapes: billing address and state, the price plan
// with its current and next periods, payment methods, and the catalogue; the answers of the
// subscription operations: the upgrade preview, the upgrade result, and the promotion-code check.
import type { components } from '../../../../generated/openapi.d.ts';
import type { AppContext } from '../../context.ts';
import type { ProviderPaymentMethod } from '../../providers/payment.ts';
import type { BusinessRow } from '../business/index.ts';
import { currencyOf } from './account.ts';
import { checkPromoCode } from './codes.ts';
import { discountStatus, grantedUntil, type DiscountDefinition } from './rules/discounts.ts';
import type { Cycle } from './rules/money.ts';
import { isFreePlan, periodEnd, planLicenses, TIER_PLANS } from './rules/plans.ts';
import type { UpgradePreview } from './rules/preview.ts';
import type { AccountRow, DiscountRow } from './store/accounts.ts';
import type { UpgradeOutcome } from './subscriptions.ts';

type Schemas = components['schemas'];

export function toBilling(
  business: BusinessRow,
  account: AccountRow | undefined,
): Schemas['Billing'] {
  return {
    address1: business.address1 ?? '',
    address2: business.address2,
    city: business.city ?? '',
    country: business.country,
    postalCode: business.postal_code ?? '',
    vat: business.vat,
    currency: currencyOf(business),
    paymentMethod: business.payment_method as Schemas['PaymentMethodState'],
    stripeSubscriptionStatus: (account?.subscription_status ??
      null) as Schemas['Billing']['stripeSubscriptionStatus'],
  };
}

type Period = Schemas['PlanPeriod'];

function periods(
  business: BusinessRow,
  account: AccountRow | undefined,
): { current: Period; next: Period } {
  const created = business.created_at;
  if (account?.period_start && account.period_end && account.current_type) {
    const nextType = (
      account.current_type === 'CANCELED' ? 'CANCELED' : (account.next_type ?? 'PAID')
    ) as Period['type'];
    const nextEnd =
      nextType === 'PAID'
        ? periodEnd(
            new Date(account.period_end),
            (business.cycle ?? 'monthly') as Cycle,
          ).toISOString()
        : null;
    return {
      current: {
        type: account.current_type as Period['type'],
        startAt: account.period_start,
        endAt: account.period_end,
      },
      next: { type: nextType, startAt: account.period_end, endAt: nextEnd },
    };
  }
  if (
    business.payment_method === 'TRIALING' ||
    business.payment_method === 'NEEDS_PAYMENT_METHOD'
  ) {
    const end = business.trial_ends_at ?? created;
    return {
      current: { type: 'TRIAL', startAt: created, endAt: end },
      // An expired trial without a payment method has no next period until a plan is bought.
      next: {
        type: business.payment_method === 'TRIALING' ? 'PAID' : 'CANCELED',
        startAt: end,
        endAt: null,
      },
    };
  }
  const type = isFreePlan(business.plan) ? 'FREE' : 'PAID';
  return {
    current: { type, startAt: created, endAt: null },
    next: { type, startAt: created, endAt: null },
  };
}

export function toPricePlan(
  business: BusinessRow,
  account: AccountRow | undefined,
  discounts: DiscountRow[],
  now: Date,
): Schemas['PricePlan'] {
  const { current, next } = periods(business, account);
  return {
    name: business.plan,
    licenses: { idents: planLicenses(business.plan) },
    current: { base: current },
    next: { base: next },
    discounts: discounts.map((row) => {
      const granted = {
        definition: JSON.parse(row.definition) as DiscountDefinition,
        appliedAt: row.applied_at,
        invoicesApplied: row.invoices_applied,
      };
      return {
        promoCode: row.code,
        type: row.type as Schemas['PlanDiscountType'],
        status: discountStatus(granted, now),
        expiresAt: grantedUntil(granted),
      };
    }),
  };
}

export function toPaymentMethods(methods: ProviderPaymentMethod[]): Schemas['PaymentMethods'] {
  const brands = [
    'amex',
    'diners',
    'discover',
    'eftpos_au',
    'jcb',
    'mastercard',
    'unionpay',
    'visa',
  ];
  return {
    cards: methods
      .filter((m) => m.type === 'card' && m.card)
      .map((m) => ({
        id: m.id,
        brand: (brands.includes(m.card!.brand)
          ? m.card!.brand
          : 'unknown') as Schemas['PaymentCard']['brand'],
        last4: m.card!.last4,
        expMonth: m.card!.expMonth,
        expYear: m.card!.expYear,
        holderName: m.holderName,
        defaultPaymentMethod: m.isDefault,
      })),
    sepaDebits: methods
      .filter((m) => m.type === 'sepa_debit' && m.sepaDebit)
      .map((m) => ({
        id: m.id,
        country: m.sepaDebit!.country,
        bankCode: m.sepaDebit!.bankCode,
        last4: m.sepaDebit!.last4,
        holderName: m.holderName,
        defaultPaymentMethod: m.isDefault,
      })),
  };
}

export function toCatalogue(): Schemas['PricePlanCatalog'] {
  return {
    plans: TIER_PLANS.map((plan) => ({
      name: plan.name,
      tier: plan.tier,
      minSeats: plan.minSeats,
      maxSeats: plan.maxSeats,
      prices: (['CHF', 'EUR'] as const).flatMap((currency) =>
        (['monthly', 'yearly'] as const).map((cycle) => ({
          cycle,
          currency,
          unitAmount: plan.prices[currency][cycle],
        })),
      ),
    })),
  };
}

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
