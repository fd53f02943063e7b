// Sessions in the database: the bearer tokens of POST /v1/login. Tokens are random and only their
// SHA-256 is stored (security/tokens.ts); the lifetime comes from ../rules/tokens.ts.
import type { Db } from '../../../db/connect.ts';
import { iso } from '../../../clock.ts';
import { hashToken, newToken } from '../../../security/tokens.ts';
import { sessionExpiry } from '../rules/tokens.ts';

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/** A new session of the user (24 h, 48 h with remember); drops the user's unusable ones. */
export async function createSession(
  db: Db,
  userId: string,
  remember: boolean,
  now: Date,
  /** The pending SSO onboarding the session is started for: it stays restricted until done. */
  ssoOnboardingId: string | null = null,
): Promise<IssuedSession> {
  const expiresAt = sessionExpiry(now, remember);
  const token = newToken();
  // Housekeeping: the user's sessions that can no longer be used.
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', iso(now)), eb('revoked_at', 'is not', null)]))
    .execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: iso(now),
      expires_at: iso(expiresAt),
      revoked_at: null,
      sso_onboarding_id: ssoOnboardingId,
    })
    .execute();
  return { token, expiresAt };
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: iso(now) })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every session of the user, except `keepTokenHash` (the caller's own) if given. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  keepTokenHash: string | undefined,
  now: Date,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: iso(now) })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}
