// Money is an integer in the currency's minor unit (cents, Rappen) everywhere (the contract's
// MoneyAmount). Every division that can leave a fraction goes through roundedDivision, so the
// rounding is the same in every amount: half away from zero (credits round like charges).
import type { components } from '../../../../../generated/openapi.d.ts';

export type Currency = components['schemas']['BillingCurrency'];
export type Cycle = components['schemas']['PlanCycle'];

/** numerator / denominator rounded half away from zero, exactly (integers only, no float). */
export function roundedDivision(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('roundedDivision takes safe integers and a positive denominator');
  }
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  const result = sign * (remainder * 2 >= denominator ? quotient + 1 : quotient);
  // -0 is not an amount.
  return result === 0 ? 0 : result;
}
