// Businesses billed through Chargebee (docs/product.md#states-billing "CHARGEBEE"): a legacy state that no operation
// of the contract creates — such businesses came from before Stripe. The sandbox still needs one
// to show their customer portal (POST /v2/businesses/{id}/chargebee/portal_session) and their
// dialog gates, so the development pages move a business there (dev-fixtures.ts).
// Like manual invoicing, its plan is then changed at Chargebee only (rules/state.ts
// assertNotManual: 409 manually_invoiced), and a business still paying a running subscription
// through our payment provider is refused: it would be charged twice.
import type { Db } from '../../db/connect.ts';
import { runsSubscription } from './manual.ts';
import { findAccount, findBusinessRow, updateBusinessBilling } from './store/accounts.ts';

export class ChargebeeBillingRefused extends Error {}

export async function billThroughChargebee(
  db: Db,
  businessId: string,
  now: Date,
): Promise<{ businessId: string; previousPaymentMethod: string }> {
  const business = await findBusinessRow(db, businessId);
  if (!business) throw new ChargebeeBillingRefused(`No business ${businessId}.`);
  const account = await findAccount(db, businessId);
  if (account && runsSubscription(account)) {
    throw new ChargebeeBillingRefused(
      `${business.name} pays a running subscription (${account.subscription_id}): cancel it first.`,
    );
  }
  await updateBusinessBilling(
    db,
    businessId,
    { payment_method: 'CHARGEBEE', trial_ends_at: null },
    now.toISOString(),
  );
  return { businessId, previousPaymentMethod: business.payment_method };
}
