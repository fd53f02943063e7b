// "Anonymous users go to login with the target saved and restored after login" (docs/product.md#screens-navigation);
// on 401 "the current route is saved (unless on login or logout)" (docs/product.md#states-session).
export const LOGIN_PATH = '/login';
const NEVER_SAVED = ['/login', '/logout'];

/** Only same-site paths can be targets: an address like //evil.example or https://… is refused. */
export function safeTarget(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined;
  const pathname = value.split(/[?#]/)[0];
  if (NEVER_SAVED.includes(pathname)) return undefined;
  return value;
}

export function shouldSaveRoute(pathname: string): boolean {
  return !NEVER_SAVED.includes(pathname);
}

/** Where to go after login: the saved target, else the dashboard. */
export function afterLoginTarget(redirect: unknown, saved: string | undefined): string {
  return safeTarget(redirect) ?? safeTarget(saved) ?? '/dashboard';
}

/**
 * The sign-up's address from a login that has somewhere to go back to (an invitation's
 * /invite/{id}): the sign-up carries it on to the confirmation mail's link.
 */
export function signupHref(redirect: unknown): string {
  const target = safeTarget(redirect);
  return target ? `/signup?redirect=${encodeURIComponent(target)}` : '/signup';
}
