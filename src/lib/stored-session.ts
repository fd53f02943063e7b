// The login session as this tab stores it (session.ts owns it: docs/product.md#states-session, "kept in session
// storage"), read without side effects and without the fetch wrapper: the page's entry
// (src/app/early-start.ts) checks it before the app has downloaded.
export const SESSION_KEY = 'session';

export interface StoredSession {
  token: string;
  expiresAt: number;
}

/** The session stored in this tab, expired or not. */
export function storedSession(): StoredSession | undefined {
  const raw = sessionStorage.getItem(SESSION_KEY);
  return raw ? (JSON.parse(raw) as StoredSession) : undefined;
}

export const sessionExpired = (session: StoredSession, now: number) => session.expiresAt <= now;

/** Someone is logged in in this tab: a session is stored and has not expired. */
export function loggedInHere(now = Date.now()): boolean {
  const session = storedSession();
  return !!session && !sessionExpired(session, now);
}
