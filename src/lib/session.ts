// The login session: the token and its expiry live in session storage (seed 000 §4: "token
// lifetime 24 hours (48 hours if remember is set), kept in session storage").
import { setCredentials } from './api-client';

export const TOKEN_LIFETIME_HOURS = 24;
export const REMEMBERED_TOKEN_LIFETIME_HOURS = 48;
const STORAGE_KEY = 'session';

export interface StoredSession {
  token: string;
  expiresAt: number;
}

export function sessionExpiry(now: number, remember: boolean): number {
  const hours = remember ? REMEMBERED_TOKEN_LIFETIME_HOURS : TOKEN_LIFETIME_HOURS;
  return now + hours * 3_600_000;
}

export function startSession(token: string, remember: boolean, now = Date.now()): StoredSession {
  const session = { token, expiresAt: sessionExpiry(now, remember) };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  setCredentials({ kind: 'bearer', token });
  return session;
}

/** The stored session if it has not expired; an expired one is removed. */
export function restoreSession(now = Date.now()): StoredSession | undefined {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  if (!raw) return undefined;
  const session = JSON.parse(raw) as StoredSession;
  if (session.expiresAt <= now) {
    endSession();
    return undefined;
  }
  setCredentials({ kind: 'bearer', token: session.token });
  return session;
}

export function endSession(): void {
  sessionStorage.removeItem(STORAGE_KEY);
  setCredentials(undefined);
}
