// Promotion and referral codes of a subscription request: each is checked (catalogue.ts and the
// other businesses' referral codes), and a refused one is a 422 naming the field.
import type { AppContext } from '../../context.ts';
import { ruleViolated } from '../../domain-errors.ts';
import { findPromoCode, referralDiscount } from './rules/catalogue.ts';
import { checkRedeemable, type DiscountDefinition, type InvalidReason } from './rules/discounts.ts';
import type { Currency, Cycle } from './rules/money.ts';
import { countRedemptions, findAccountByReferralCode } from './store/accounts.ts';

export interface CodeRequest {
  plan: string;
  cycle: Cycle;
  currency: Currency;
  promoCode?: string | null;
  referralCode?: string | null;
}

/** Whether a promotion code can be redeemed for the plan and cycle, and its definition. */
export async function checkPromoCode(
  ctx: AppContext,
  code: string,
  terms: { plan: string; cycle: Cycle; currency?: Currency },
): Promise<
  { valid: true; definition: DiscountDefinition } | { valid: false; reason: InvalidReason }
> {
  const definition = findPromoCode(code);
  const redemptions = definition ? await countRedemptions(ctx.db, definition.code) : 0;
  const result = checkRedeemable(definition, { ...terms, redemptions, now: ctx.clock.now() });
  return result.valid && definition
    ? { valid: true, definition }
    : (result as { valid: false; reason: InvalidReason });
}

/** A referral code is another business's; the business's own code does not count. */
export async function checkReferralCode(
  ctx: AppContext,
  code: string,
  businessId: string | null,
): Promise<DiscountDefinition | undefined> {
  const owner = await findAccountByReferralCode(ctx.db, code);
  if (!owner || owner.business_id === businessId) return undefined;
  return referralDiscount(owner.referral_code);
}

/** The discounts of a request, in the order they apply (promotion, then referral). */
export async function discountsOfRequest(
  ctx: AppContext,
  request: CodeRequest,
  businessId: string | null,
): Promise<DiscountDefinition[]> {
  const discounts: DiscountDefinition[] = [];
  if (request.promoCode) {
    const promo = await checkPromoCode(ctx, request.promoCode, request);
    if (!promo.valid) {
      throw ruleViolated(
        `The promotion code cannot be used (${promo.reason}).`,
        'promo_code_invalid',
        [{ pointer: '/body/promoCode', detail: promo.reason, code: 'promo_code_invalid' }],
      );
    }
    discounts.push(promo.definition);
  }
  if (request.referralCode) {
    const referral = await checkReferralCode(ctx, request.referralCode, businessId);
    if (!referral) {
      throw ruleViolated('The referral code is not valid.', 'referral_code_invalid', [
        { pointer: '/body/referralCode', detail: 'not_found', code: 'referral_code_invalid' },
      ]);
    }
    discounts.push(referral);
  }
  return discounts;
}
