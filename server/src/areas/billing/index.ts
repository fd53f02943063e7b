// The billing area's public face. Billing (plans, subscriptions, payment methods, invoices) is
// another issue (pending.ts); only cancelling a trial is implemented, and it changes the
// business's trial state only (the business area owns that state).
export {};
