// Dialog gates after login, in the product's order (docs/product.md#states-login-dialogs): "unaccepted business invitation
// (accepted_business_invite missing) shows an invitation dialog; a user removed from or whose
// business was deleted sees a downgrade dialog, accepts terms, and goes to billing; users without
// accepted terms (and not SSO-incomplete) get an accept-terms dialog; locked or trial-expired
// members see a locked dialog."
import type { UserAttributes } from '@generated/model/userAttributes';
import { isLockedOrTrialExpired, type BusinessRedirectInput } from './business-redirects';
import type { BusinessRole } from './roles';

export type GateName = 'invitation' | 'downgraded' | 'accept-terms' | 'locked-member';

export interface DialogGate {
  /** Dialog namespace and name as docs/product.md#screens-dialogs lists them. */
  namespace: 'business' | 'general';
  name: GateName;
}

export interface GateInput {
  attributes: UserAttributes;
  businessRole?: BusinessRole;
  billing?: BusinessRedirectInput['billing'];
  ssoIncomplete: boolean;
  /** An account outside any business has a pending invitation (GET /v1/user/business-invitation). */
  pendingInvitation?: boolean;
}

const isTrue = (value: string[] | undefined) => value?.[0] === 'true';

/** Every gate that applies, in the order they must be shown (one dialog at a time). */
export function dialogGates({
  attributes,
  businessRole,
  billing,
  ssoIncomplete,
  pendingInvitation = false,
}: GateInput) {
  const gates: DialogGate[] = [];
  // A member who has not accepted yet, or an existing account invited into a business: both have
  // an unaccepted invitation (the second's attribute is missing too, it never joined).
  const invited = businessRole
    ? attributes.acceptedBusinessInvite === undefined
    : pendingInvitation;
  if (invited) {
    gates.push({ namespace: 'business', name: 'invitation' });
  }
  if (isTrue(attributes.removedFromBusiness) || isTrue(attributes.businessDeleted)) {
    gates.push({ namespace: 'business', name: 'downgraded' });
  }
  if (!isTrue(attributes.acceptedGtc) && !ssoIncomplete) {
    gates.push({ namespace: 'general', name: 'accept-terms' });
  }
  if (businessRole === 'member' && isLockedOrTrialExpired(billing)) {
    gates.push({ namespace: 'business', name: 'locked-member' });
  }
  return gates;
}

/**
 * The account never accepted the terms (the attribute is missing, as for a single-sign-on sign-up):
 * the accept-terms dialog asks for a first acceptance instead of saying the terms changed.
 */
export const isFirstTermsAcceptance = (attributes: UserAttributes) =>
  attributes.acceptedGtc === undefined;

/** After the downgrade dialog the user accepts the terms and goes to billing. */
export const DOWNGRADE_TARGET = '/billing';
/** Snackbar key when accepting the terms fails after a downgrade (docs/product.md#errors). */
export const DOWNGRADE_FAILURE_SNACKBAR = 'global.error.generic_support';
