// The billing area's public face: what other areas and the infrastructure may use.
// - seatsAvailable / assertSeatsAvailable: the seats of a business (the invite path refuses
//   people beyond the paid seats with 422 no_seats_available);
// - advanceBilling: the scheduled job that moves billing states as the clock passes;
// - planLicenses, identificationCoverage: who pays an identification (the identification area's
//   coverage answer);
// - the plan families of docs/product.md#states-billing;
// - invoiceManually: support's move of a business to manual invoicing (the maintenance CLI);
// - billThroughChargebee, sandboxSubscriptionDelivery: a business billed through Chargebee and a
//   signed webhook delivery, for the sandbox (the development pages, devBillingRoutes).
export { planLicenses, isFreePlan, isLegacyPlan, planFamily } from './rules/plans.ts';
export { identificationCoverage, type Payer, type CoverageReason } from './rules/coverage.ts';
export { seatsAvailable, assertSeatsAvailable, type SeatsAvailability } from './seats.ts';
export { advanceBilling, type BillingJobResult } from './job.ts';
export { IDENTIFICATION_BILLABLE_STATES } from './rules/state.ts';
export { invoiceManually, ManualInvoicingRefused } from './manual.ts';
export { billThroughChargebee, ChargebeeBillingRefused } from './chargebee.ts';
export { sandboxSubscriptionDelivery } from './webhook.ts';
export { devBillingRoutes } from './dev-fixtures.ts';
