// Who pays an identification (docs/product.md#entities-billing "licenses.idents (eidas and zertes, each with
// payForMembers and payForInvitations)"): the business of the person pays when its plan's licence
// for the legislation covers its members, or — for a signer it invited — its invitations. A
// membership covers before an invitation. A business whose plan is cancelled, or that is locked
// or whose trial expired, pays for nobody.
import type { IdentLicenses } from './plans.ts';

export type CoverageReason = 'payForMembers' | 'payForInvitations';

export interface Payer {
  businessId: string;
  licenses: IdentLicenses;
  /** False when the business cannot be billed (cancelled, BLOCKED, NEEDS_PAYMENT_METHOD). */
  billable: boolean;
}

export function identificationCoverage(input: {
  legislation: 'eidas' | 'zertes';
  /** The business the person is a member or admin of. */
  memberOf: Payer | null;
  /** The business that invited the person to sign (the request the identification is for). */
  invitedBy: Payer | null;
}): { businessId: string; reason: CoverageReason } | null {
  const { memberOf, invitedBy, legislation } = input;
  if (memberOf?.billable && memberOf.licenses[legislation].payForMembers) {
    return { businessId: memberOf.businessId, reason: 'payForMembers' };
  }
  if (invitedBy?.billable && invitedBy.licenses[legislation].payForInvitations) {
    return { businessId: invitedBy.businessId, reason: 'payForInvitations' };
  }
  return null;
}
