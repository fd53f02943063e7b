// The billing area's public face: what other areas and the infrastructure may use.
export { planLicenses, isFreePlan, isLegacyPlan, planFamily } from './rules/plans.ts';
export { identificationCoverage, type Payer, type CoverageReason } from './rules/coverage.ts';
