// Tables of migration 0030 (billing). They join the Database of ./schema.ts by module
// augmentation; ./schema.ts re-exports these types.
declare module './schema.ts' {
  interface Database {
    billing_accounts: BillingAccountsTable;
    billing_discounts: BillingDiscountsTable;
    billing_provider_events: BillingProviderEventsTable;
    payment_sandbox_objects: PaymentSandboxObjectsTable;
    billing_pending_customers: BillingPendingCustomersTable;
    billing_free_migrations: BillingFreeMigrationsTable;
  }
}

export interface BillingAccountsTable {
  business_id: string;
  /** 'sandbox' or 'stripe': the provider that holds the customer. */
  provider: string;
  customer_id: string | null;
  subscription_id: string | null;
  /** PaymentSubscriptionStatus, the provider's names. */
  subscription_status: string | null;
  subscription_error_code: string | null;
  period_start: string | null;
  period_end: string | null;
  /** PlanPeriodType of the next period: PAID, or CANCELED while cancelling. */
  next_type: string | null;
  referral_code: string;
  updated_at: string;
  /** PlanPeriodType of the period in force: PAID, or CANCELED once it ended cancelled (0031). */
  current_type: string | null;
  /** When the provider status first became a payment issue (0031). */
  payment_issue_since: string | null;
}

/** The provider customer of a user's direct upgrade, before the business exists (0031). */
export interface BillingPendingCustomersTable {
  user_id: string;
  provider: string;
  customer_id: string;
  created_at: string;
}

/** A legacy free user's acknowledgement of the move to the new free plan (0044). */
export interface BillingFreeMigrationsTable {
  user_id: string;
  /** FreeMigrationChoice: accept or upgrade. */
  choice: string;
  acknowledged_at: string;
}

export interface BillingDiscountsTable {
  id: string;
  business_id: string;
  code: string;
  type: string;
  /** The DiscountDefinition as redeemed (JSON). */
  definition: string;
  applied_at: string;
  invoices_applied: number;
}

export interface BillingProviderEventsTable {
  id: string;
  received_at: string;
}

export interface PaymentSandboxObjectsTable {
  id: string;
  kind: string;
  customer_id: string | null;
  /** The object as JSON. */
  data: string;
  created_at: string;
}
