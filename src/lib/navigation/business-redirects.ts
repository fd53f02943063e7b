// Business redirect rules (docs/product.md#screens-business-redirects "Redirect rules"), first match wins.
import type { BusinessBillingStatus } from '@generated/model/businessBillingStatus';
import { isLegacyPlan } from './free-plan';
import type { BusinessRole } from './roles';

export interface BusinessRedirect {
  to: string;
  search?: Record<string, string>;
  /** Translation key of a snackbar shown with the redirect. */
  snackbar?: string;
}

export interface BusinessRedirectInput {
  pathname: string;
  /** Undefined for a user who belongs to no business (and for anonymous visitors). */
  businessRole?: BusinessRole;
  billing?: Pick<BusinessBillingStatus, 'paymentMethod' | 'plan' | 'locked' | 'trialExpired'>;
}

const LANDING = '/business';
const ADMIN_AWAY = [LANDING, '/business/register', '/business/signup'];
const OPEN_TO_NON_MEMBERS = ['/business/register', '/business/signup'];
/** Pages an admin of a locked or trial-expired business may still use. */
const LOCKED_EXCEPTIONS = ['/business/members', '/business/upgrade', '/upgrade', '/logout'];
const SHELL_PAGES = ['/maintenance', '/sorry', '/404'];

const under = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

export function isManuallyInvoiced(billing: BusinessRedirectInput['billing']): boolean {
  return billing?.paymentMethod === 'MANUAL';
}

export function isLockedOrTrialExpired(billing: BusinessRedirectInput['billing']): boolean {
  return (
    billing !== undefined &&
    (billing.locked ||
      billing.trialExpired ||
      billing.paymentMethod === 'BLOCKED' ||
      billing.paymentMethod === 'NEEDS_PAYMENT_METHOD')
  );
}

export function businessRedirect(input: BusinessRedirectInput): BusinessRedirect | undefined {
  const { pathname, businessRole, billing } = input;
  if (pathname === '/business/members/activity') return { to: '/business/activity' };
  if (
    businessRole === 'admin' &&
    isLockedOrTrialExpired(billing) &&
    !LOCKED_EXCEPTIONS.some((page) => under(pathname, page)) &&
    !SHELL_PAGES.includes(pathname)
  ) {
    return { to: '/business/members' };
  }
  if (businessRole && (pathname === '/billing/settings' || pathname === '/billing/usage')) {
    return { to: '/billing' };
  }
  if (!under(pathname, LANDING)) return undefined;
  if (businessRole === 'admin') return businessAdminRedirect(pathname, billing);
  if (businessRole === 'member') return { to: '/', snackbar: 'business.not_allowed' };
  if (OPEN_TO_NON_MEMBERS.some((page) => under(pathname, page))) return undefined;
  // /business/upgrade is for users and admins (strict): a user may start a business there.
  if (pathname === '/business/upgrade') return undefined;
  return { to: '/business/register' };
}

function businessAdminRedirect(
  pathname: string,
  billing: BusinessRedirectInput['billing'],
): BusinessRedirect | undefined {
  if (
    ADMIN_AWAY.some((page) => under(pathname, page) && (page !== LANDING || pathname === LANDING))
  ) {
    return { to: '/business/profile' };
  }
  if (pathname === '/business/billing') {
    const activity = isManuallyInvoiced(billing) || (billing && isLegacyPlan(billing.plan));
    return activity
      ? { to: '/business/activity', search: { tab: 'signatures' } }
      : { to: '/business/billing/plan' };
  }
  if (
    isManuallyInvoiced(billing) &&
    under(pathname, '/business/billing') &&
    pathname !== '/business/billing/invoices'
  ) {
    return { to: '/business/billing/invoices' };
  }
  return undefined;
}
