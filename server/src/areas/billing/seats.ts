// Seats: the admins, members and pending invitations of a business take one each; the paid seats
// (amount_seats of a paid subscription in force) are the most it may have. Inviting beyond them is
// refused with 422 no_seats_available — the add-seats overlay then offers to buy more. A trial
// (or a free, manual or cancelled plan) has no paid seats to count: buying a subscription then
// asks for at least as many seats as are used (seats_below_used).
import type { AppContext } from '../../context.ts';
import { ruleViolated } from '../../domain-errors.ts';
import { findAccount, findBusinessRow, usedSeats } from './store/accounts.ts';

export interface SeatsAvailability {
  /** Seats paid for; null when the plan does not count seats. */
  total: number | null;
  used: number;
  /** Seats left; null when unlimited. */
  available: number | null;
}

export async function seatsAvailable(
  ctx: AppContext,
  businessId: string,
): Promise<SeatsAvailability> {
  const business = await findBusinessRow(ctx.db, businessId);
  const used = await usedSeats(ctx.db, businessId);
  const account = await findAccount(ctx.db, businessId);
  const paid = business?.payment_method === 'STRIPE' && account?.current_type === 'PAID';
  const total = paid ? (business.amount_seats ?? null) : null;
  return { total, used, available: total === null ? null : Math.max(0, total - used) };
}

/** Refuses `adding` more admins, members or invitations than the seats left (422). */
export async function assertSeatsAvailable(
  ctx: AppContext,
  businessId: string,
  adding = 1,
): Promise<void> {
  const seats = await seatsAvailable(ctx, businessId);
  if (seats.available !== null && seats.available < adding) {
    throw ruleViolated(
      `All ${seats.total} seats are taken: add seats before inviting more people.`,
      'no_seats_available',
    );
  }
}
