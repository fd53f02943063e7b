// Pages a user is forced onto (docs/product.md#screens-personal): "A weak password forces the change-password page";
// /signup/sso is "Forced when SSO setup is incomplete".
import type { UserAttributes } from '@generated/model/userAttributes';

export const CHANGE_PASSWORD_PATH = '/profile/change-password';
export const SSO_SETUP_PATH = '/signup/sso';
/** Pages that stay reachable while a forced page is pending. */
const ALWAYS_REACHABLE = ['/logout', '/maintenance', '/sorry', '/404'];

export function hasWeakPassword(attributes: UserAttributes | undefined): boolean {
  return attributes?.weakPassword?.[0] === 'true';
}

export interface ForcedPageInput {
  pathname: string;
  attributes: UserAttributes | undefined;
  /** The SSO onboarding of this user is still pending (status `pending`). */
  ssoIncomplete: boolean;
}

export function forcedPage({ pathname, attributes, ssoIncomplete }: ForcedPageInput) {
  if (ALWAYS_REACHABLE.includes(pathname)) return undefined;
  const target = ssoIncomplete
    ? SSO_SETUP_PATH
    : hasWeakPassword(attributes)
      ? CHANGE_PASSWORD_PATH
      : undefined;
  return target === pathname ? undefined : target;
}
