// Tables of migration 0030 (billing, issue 13). They join the Database of ./schema.ts by module
// augmentation; ./schema.ts re-exports these types.
declare module './schema.ts' {
  interface Database {
    billing_accounts: BillingAccountsTable;
    billing_discounts: BillingDiscountsTable;
    billing_provider_events: BillingProviderEventsTable;
    payment_sandbox_objects: PaymentSandboxObjectsTable;
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
