// The login session: the token and its expiry live in session storage (docs/product.md#states-session: "token
// lifetime 24 hours (48 hours if remember is set), kept in session storage"), plus the other
// per-tab state the navigation rules keep: the saved route, the login e-mail, direct-link
// credentials and a pending SSO onboarding.
import { setCredentials, type Credentials } from './api-client';
import { shouldSaveRoute } from './navigation/login-target';
import { SESSION_KEY, sessionExpired, storedSession, type StoredSession } from './stored-session';

export type { StoredSession } from './stored-session';

export const TOKEN_LIFETIME_HOURS = 24;
export const REMEMBERED_TOKEN_LIFETIME_HOURS = 48;
const SAVED_ROUTE_KEY = 'saved_route';
const LOGIN_EMAIL_KEY = 'login_email';
const DIRECT_KEY = 'direct_session';
const SSO_PENDING_KEY = 'sso_pending';

export function sessionExpiry(now: number, remember: boolean): number {
  const hours = remember ? REMEMBERED_TOKEN_LIFETIME_HOURS : TOKEN_LIFETIME_HOURS;
  return now + hours * 3_600_000;
}

export function startSession(token: string, remember: boolean, now = Date.now()): StoredSession {
  const session = { token, expiresAt: sessionExpiry(now, remember) };
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  sessionStorage.removeItem(DIRECT_KEY);
  setCredentials({ kind: 'bearer', token });
  return session;
}

/** The stored session if it has not expired; an expired one is removed. */
export function restoreSession(now = Date.now()): StoredSession | undefined {
  const session = storedSession();
  if (!session) return undefined;
  if (sessionExpired(session, now)) {
    endSession();
    return undefined;
  }
  setCredentials({ kind: 'bearer', token: session.token });
  return session;
}

export function endSession(): void {
  sessionStorage.removeItem(SESSION_KEY);
  sessionStorage.removeItem(SSO_PENDING_KEY);
  setCredentials(undefined);
}

/** On 401 (docs/product.md#states-session): save the current route unless on login or logout, clear the token. */
export function handleUnauthorized(pathname: string, href: string = pathname): void {
  if (shouldSaveRoute(pathname)) sessionStorage.setItem(SAVED_ROUTE_KEY, href);
  endSession();
  endDirectSession();
}

export function saveRoute(href: string): void {
  sessionStorage.setItem(SAVED_ROUTE_KEY, href);
}

/** The route saved before login; reading it forgets it. */
export function takeSavedRoute(): string | undefined {
  const saved = sessionStorage.getItem(SAVED_ROUTE_KEY) ?? undefined;
  sessionStorage.removeItem(SAVED_ROUTE_KEY);
  return saved;
}

export function setLoginEmail(email: string): void {
  sessionStorage.setItem(LOGIN_EMAIL_KEY, email);
}

/** The e-mail the login form starts with (from a `?email=` link). */
export function getLoginEmail(): string | undefined {
  return sessionStorage.getItem(LOGIN_EMAIL_KEY) ?? undefined;
}

/** Direct-link signing: id and userid of the link become the Basic credentials. */
export function startDirectSession(credentials: Extract<Credentials, { kind: 'basic' }>): void {
  sessionStorage.setItem(DIRECT_KEY, JSON.stringify(credentials));
  setCredentials(credentials);
}

export function restoreDirectSession(): Extract<Credentials, { kind: 'basic' }> | undefined {
  const raw = sessionStorage.getItem(DIRECT_KEY);
  if (!raw) return undefined;
  const credentials = JSON.parse(raw) as Extract<Credentials, { kind: 'basic' }>;
  setCredentials(credentials);
  return credentials;
}

export function endDirectSession(): void {
  sessionStorage.removeItem(DIRECT_KEY);
}

/**
 * Set by the SSO onboarding while its status is `pending` ("SSO setup is incomplete"): the
 * onboarding's id when known (the SSO login brought it), so the forced /signup/sso finds it.
 */
export function setSsoIncomplete(pending: boolean | string): void {
  if (pending) sessionStorage.setItem(SSO_PENDING_KEY, pending === true ? 'true' : pending);
  else sessionStorage.removeItem(SSO_PENDING_KEY);
}

export function isSsoIncomplete(): boolean {
  return sessionStorage.getItem(SSO_PENDING_KEY) !== null;
}

/** The id of the pending SSO onboarding, when the SSO login gave one. */
export function pendingSsoOnboarding(): string | undefined {
  const value = sessionStorage.getItem(SSO_PENDING_KEY);
  return value && value !== 'true' ? value : undefined;
}
