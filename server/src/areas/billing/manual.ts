// Manual invoicing (docs/product.md#states "MANUAL (manually invoiced)"): support moves a business whose
// contract is invoiced by hand — an enterprise plan, say — off the payment provider. From then on
// its plan cannot be changed through the app (rules/state.ts assertNotManual: 409
// manually_invoiced) and its admins land on the invoices (docs/product.md#screens). A business with a paid
// subscription still running at the provider is refused: it would go on being charged.
import type { Db } from '../../db/connect.ts';
import { planFamily } from './rules/plans.ts';
import {
  findAccount,
  findBusinessRow,
  updateBusinessBilling,
  type AccountRow,
} from './store/accounts.ts';

export class ManualInvoicingRefused extends Error {}

/** A paid subscription still running at the provider: moving the business off it is refused. */
export const runsSubscription = (account: AccountRow) =>
  Boolean(account.subscription_id) &&
  account.current_type === 'PAID' &&
  account.next_type !== 'CANCELED' &&
  !['canceled', 'incomplete_expired'].includes(account.subscription_status ?? '');

export interface ManualInvoicingResult {
  businessId: string;
  name: string;
  previousPaymentMethod: string;
  plan: string;
}

export async function invoiceManually(
  db: Db,
  businessId: string,
  options: { plan?: string; now: Date },
): Promise<ManualInvoicingResult> {
  const business = await findBusinessRow(db, businessId);
  if (!business) throw new ManualInvoicingRefused(`No business ${businessId}.`);
  if (options.plan !== undefined) {
    try {
      planFamily(options.plan);
    } catch {
      throw new ManualInvoicingRefused(`Unknown plan ${options.plan}.`);
    }
  }
  const account = await findAccount(db, businessId);
  if (account && runsSubscription(account)) {
    throw new ManualInvoicingRefused(
      `${business.name} pays a running subscription (${account.subscription_id}): cancel it first, then invoice manually.`,
    );
  }
  const plan = options.plan ?? business.plan;
  await updateBusinessBilling(
    db,
    businessId,
    { payment_method: 'MANUAL', trial_ends_at: null, plan },
    options.now.toISOString(),
  );
  return {
    businessId,
    name: business.name,
    previousPaymentMethod: business.payment_method,
    plan,
  };
}
