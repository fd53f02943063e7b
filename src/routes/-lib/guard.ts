// The guard every route runs before it loads (docs/product.md#screens-personal navigation rules, docs/product.md#screens-business-redirects redirect
// rules), in this order: credentials and role → business redirects → role check (login with the
// saved target, or 404) → validation check → forced pages. Returns the session for the route's
// context, so loaders and screens know who is looking.
import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { businessRedirect } from '@/lib/navigation/business-redirects';
import { forcedPage } from '@/lib/navigation/forced-pages';
import { uploadRedirect } from '@/lib/navigation/free-plan';
import { validationFailure, type ValidationResult } from '@/lib/navigation/not-found';
import { accessDecision } from '@/lib/navigation/roles';
import { routeEntryById } from '@/lib/navigation/route-table';
import { loadSessionState, type SessionState } from '@/lib/queries/session-state';
import { isSsoIncomplete } from '@/lib/session';
import type { RouterContext } from './router-context';

export interface GuardArgs {
  /** The route's id, by which the route table (src/lib/navigation/route-table.ts) knows it. */
  routeId: string;
  context: RouterContext;
  location: ParsedLocation;
  params: Record<string, string>;
  /** True while the router preloads on hover: no snackbar for a page nobody opened. */
  preload?: boolean;
}

export type Validate = (params: Record<string, string>) => ValidationResult;

export async function guardRoute(
  { routeId, context, location, params, preload }: GuardArgs,
  validate?: Validate,
): Promise<{ session: SessionState }> {
  const entry = routeEntryById(routeId);
  const directSign = entry.roles.includes('nas') && !entry.roles.includes('user');
  const session = await loadSessionState(context.queryClient, { directSign, params });
  const { pathname } = location;
  const loggedIn = session.role !== 'unauthenticated' && session.role !== 'nas';

  if (loggedIn) {
    const business = businessRedirect({
      pathname,
      businessRole: session.membership?.role,
      billing: session.membership?.business.billingStatus,
    });
    if (business) {
      if (business.snackbar && !preload)
        showSnackbar({ message: business.snackbar, color: 'error' });
      throw redirect({ to: business.to, search: business.search, replace: true });
    }
    // A signed-in user has nothing to do on the login form: go to the dashboard instead of 404.
    if (pathname === '/login') throw redirect({ to: '/dashboard', replace: true });
  }

  const decision = accessDecision(session.role, entry.roles, entry.strict);
  if (decision === 'login') {
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  }
  const failure =
    decision === 'not-found'
      ? validationFailure(pathname, { valid: false })
      : validate && validationFailure(pathname, validate(params));
  if (failure) throw notFound({ data: failure });

  if (loggedIn) {
    const forced = forcedPage({
      pathname,
      attributes: session.user?.attributes,
      ssoIncomplete: isSsoIncomplete(),
    });
    if (forced) throw redirect({ to: forced, replace: true });
    const upload = pathname === '/upload' ? uploadRedirect(session.user?.attributes) : undefined;
    if (upload) throw redirect({ to: upload, replace: true });
  }
  return { session };
}
