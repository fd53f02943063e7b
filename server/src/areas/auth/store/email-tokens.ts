// One-time e-mail tokens in the database (the links of the confirmation, reset and identity-e-mail
// mails; an identity_email token also holds the address it confirms). Only
// their SHA-256 is stored; a token is consumed by one conditional UPDATE, so it works once even
// when two requests race. Lifetimes and states are rules (../rules/tokens.ts).
import type { Db } from '../../../db/connect.ts';
import { iso } from '../../../clock.ts';
import { hashToken, newToken } from '../../../security/tokens.ts';
import { findUserById } from '../../user/index.ts';
import {
  emailTokenExpiry,
  type EmailTokenPurpose,
  type StoredEmailToken,
} from '../rules/tokens.ts';

/**
 * A new token for the purpose (and, for identity_email, the address it confirms); earlier unused
 * tokens of the same purpose stop working.
 */
export async function issueEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
  email: string | null = null,
): Promise<string> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: iso(now) })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  const token = newToken();
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      created_at: iso(now),
      expires_at: iso(emailTokenExpiry(purpose, now)),
      used_at: null,
      email,
    })
    .execute();
  return token;
}

/** The stored token of an e-mail link of one of the purposes with its account, not consumed. */
export async function findEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose | EmailTokenPurpose[],
): Promise<StoredEmailToken | undefined> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('email_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', [purpose].flat())
    .executeTakeFirst();
  if (!row) return undefined;
  const user = await findUserById(db, row.user_id);
  if (!user) return undefined;
  return {
    tokenHash,
    usedAt: row.used_at,
    expiresAt: row.expires_at,
    user,
    purpose: row.purpose,
    email: row.email,
  };
}

/** Marks the token used; false when it was used (or expired) in the meantime. */
export async function consumeEmailToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('email_tokens')
    .set({ used_at: iso(now) })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
