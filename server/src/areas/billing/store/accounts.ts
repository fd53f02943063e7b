// The billing area's SQL: billing accounts (the provider side of a business's subscription), the
// discounts a business redeemed, handled provider events, the pending customers of direct
// upgrades, and the billing columns of businesses (plan, cycle, seats, currency, payment-method
// state, trial end, billing address), which billing owns while the business area reads them.
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import type {
  BillingAccountsTable,
  BillingDiscountsTable,
  BusinessesTable,
} from '../../../db/schema.ts';

export type AccountRow = Selectable<BillingAccountsTable>;
export type DiscountRow = Selectable<BillingDiscountsTable>;
export type BusinessBillingPatch = Pick<
  Updateable<BusinessesTable>,
  | 'plan'
  | 'cycle'
  | 'amount_seats'
  | 'currency'
  | 'payment_method'
  | 'trial_ends_at'
  | 'address1'
  | 'address2'
  | 'city'
  | 'country'
  | 'postal_code'
  | 'vat'
>;

export async function findAccount(db: Db, businessId: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('business_id', '=', businessId)
    .executeTakeFirst();
}

export async function findAccountBySubscription(
  db: Db,
  subscriptionId: string,
): Promise<AccountRow | undefined> {
  return db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
}

export async function findAccountByReferralCode(
  db: Db,
  code: string,
): Promise<AccountRow | undefined> {
  return db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('referral_code', '=', code.toUpperCase())
    .executeTakeFirst();
}

/**
 * Inserts the account unless its business already has one or its referral code is taken; false
 * then. A conflict does not raise, so the caller may try again inside a PostgreSQL transaction.
 */
export async function insertAccount(db: Db, row: AccountRow): Promise<boolean> {
  const result = await db
    .insertInto('billing_accounts')
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function updateAccount(
  db: Db,
  businessId: string,
  patch: Updateable<BillingAccountsTable>,
): Promise<void> {
  await db
    .updateTable('billing_accounts')
    .set(patch)
    .where('business_id', '=', businessId)
    .execute();
}

/** Accounts whose paid period has ended by `now` (renewal, cancellation, payment issues). */
export async function accountsDue(db: Db, now: string): Promise<AccountRow[]> {
  return db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('subscription_id', 'is not', null)
    .where('current_type', '=', 'PAID')
    .where((eb) => eb.or([eb('period_end', '<=', now), eb('payment_issue_since', 'is not', null)]))
    .execute();
}

export async function updateBusinessBilling(
  db: Db,
  businessId: string,
  patch: BusinessBillingPatch,
  now: string,
): Promise<void> {
  await db
    .updateTable('businesses')
    .set({ ...patch, updated_at: now })
    .where('id', '=', businessId)
    .execute();
}

/** Businesses whose trial ended by `now` and that are still TRIALING. */
export async function expiredTrials(db: Db, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('businesses')
    .select('id')
    .where('payment_method', '=', 'TRIALING')
    .where('trial_ends_at', '<=', now)
    .execute();
  return rows.map((row) => row.id);
}

/** Seats taken: admins, members and pending invitations. */
export async function usedSeats(db: Db, businessId: string): Promise<number> {
  const members = await db
    .selectFrom('business_members')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  const invitations = await db
    .selectFrom('business_invitations')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(members.n) + Number(invitations.n);
}

export async function discountsOf(db: Db, businessId: string): Promise<DiscountRow[]> {
  return db
    .selectFrom('billing_discounts')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('applied_at')
    .orderBy('id')
    .execute();
}

export async function insertDiscount(db: Db, row: DiscountRow): Promise<void> {
  await db.insertInto('billing_discounts').values(row).execute();
}

export async function countRedemptions(db: Db, code: string): Promise<number> {
  const row = await db
    .selectFrom('billing_discounts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('code', '=', code.toUpperCase())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One more invoice for each of the business's discounts (a once discount is then used up). */
export async function countInvoiceForDiscounts(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('billing_discounts')
    .set((eb) => ({ invoices_applied: eb('invoices_applied', '+', 1) }))
    .where('id', 'in', ids)
    .execute();
}

/** Records a provider event; false when it was handled before (a retried delivery). */
export async function recordProviderEvent(db: Db, id: string, now: string): Promise<boolean> {
  const seen = await db
    .selectFrom('billing_provider_events')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (seen) return false;
  try {
    await db.insertInto('billing_provider_events').values({ id, received_at: now }).execute();
    return true;
  } catch {
    // The same delivery handled at once by another process.
    return false;
  }
}

export async function findPendingCustomer(db: Db, userId: string) {
  return db
    .selectFrom('billing_pending_customers')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Stores the pending customer of a user and returns the one stored: the first of several calls
 * at once wins (their insert ignores the conflict) and all use its customer, so a double click
 * never answers 500; a row of another provider (the deployment changed provider) is replaced.
 */
export async function savePendingCustomer(
  db: Db,
  row: { user_id: string; provider: string; customer_id: string; created_at: string },
): Promise<{ user_id: string; provider: string; customer_id: string; created_at: string }> {
  await db
    .deleteFrom('billing_pending_customers')
    .where('user_id', '=', row.user_id)
    .where('provider', '!=', row.provider)
    .execute();
  await db
    .insertInto('billing_pending_customers')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  return (await findPendingCustomer(db, row.user_id)) ?? row;
}

export async function deletePendingCustomer(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('billing_pending_customers').where('user_id', '=', userId).execute();
}

/** The business row as billing reads it (the job has no caller to check access for). */
export async function findBusinessRow(db: Db, id: string) {
  return db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The stored attributes of the business's longest-serving admin (whose language invoices use). */
export async function firstAdminAttributes(
  db: Db,
  businessId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('business_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.attributes')
    .where('m.business_id', '=', businessId)
    .where('m.role', '=', 'admin')
    .orderBy('m.joined_at')
    .orderBy('m.user_id')
    .executeTakeFirst();
  return row?.attributes;
}
