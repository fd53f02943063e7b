// Single sign-on without an external identity provider in this deployment: e-mail domains that
// sign in through SSO are rows of sso_providers (none by default, so every e-mail logs in with a
// password). After a first SSO login, an onboarding links the SSO identity to the account: a
// six-digit secret is mailed to the account's e-mail and must be sent back
// (/api/respond/{ssoId}); it can be sent again (/api/resend) or the onboarding cancelled
// (/api/cancel). The SSO login callback that starts onboardings comes with the identity-provider
// integration; startSsoOnboarding is its entry point.
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import type { SsoOnboardingsTable } from '../../db/schema.ts';
import { addSeconds, iso, systemClock, type Clock } from '../../clock.ts';
import { hashToken } from '../../security/tokens.ts';
import { normalizeEmail } from '../user/index.ts';

export const SSO_SECRET_MINUTES = 30;

export type Onboarding = SsoOnboardingsTable;

export function emailDomain(email: string): string {
  return normalizeEmail(email).split('@').at(-1) ?? '';
}

/** The provider's login address for the e-mail's domain, or null when it logs in by password. */
export async function identityProviderUrl(db: Db, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('sso_providers')
    .select('login_url')
    .where('domain', '=', emailDomain(email))
    .executeTakeFirst();
  return row?.login_url ?? null;
}

export async function providerName(db: Db, domain: string): Promise<string> {
  const row = await db
    .selectFrom('sso_providers')
    .select('name')
    .where('domain', '=', domain)
    .executeTakeFirst();
  return row?.name ?? domain;
}

export const newSecret = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Starts an onboarding for the user; returns its id and the secret to mail. */
export async function startSsoOnboarding(
  db: Db,
  userId: string,
  providerDomain: string,
  clock: Clock = systemClock,
): Promise<{ id: string; secret: string }> {
  const now = clock.now();
  const id = randomUUID();
  const secret = newSecret();
  await db
    .insertInto('sso_onboardings')
    .values({
      id,
      user_id: userId,
      provider_domain: providerDomain,
      secret_hash: hashToken(secret),
      status: 'pending',
      created_at: iso(now),
      secret_expires_at: iso(addSeconds(now, SSO_SECRET_MINUTES * 60)),
      updated_at: iso(now),
    })
    .execute();
  return { id, secret };
}

export async function findOnboarding(db: Db, id: string): Promise<Onboarding | undefined> {
  return db.selectFrom('sso_onboardings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Replaces the secret of a pending onboarding (resend); returns the new secret. */
export async function renewSecret(db: Db, id: string, clock: Clock = systemClock) {
  const now = clock.now();
  const secret = newSecret();
  await db
    .updateTable('sso_onboardings')
    .set({
      secret_hash: hashToken(secret),
      secret_expires_at: iso(addSeconds(now, SSO_SECRET_MINUTES * 60)),
      updated_at: iso(now),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
  return secret;
}

export type SecretCheck = 'ok' | 'wrong' | 'expired';

export function checkSecret(onboarding: Onboarding, secret: string, clock: Clock = systemClock) {
  if (onboarding.secret_expires_at <= iso(clock.now())) return 'expired' as const;
  const given = Buffer.from(hashToken(secret.trim()));
  const expected = Buffer.from(onboarding.secret_hash);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? ('ok' as const)
    : ('wrong' as const);
}

/** Moves a pending onboarding to `status`; false when it was no longer pending. */
export async function finishOnboarding(
  db: Db,
  id: string,
  status: 'completed' | 'cancelled',
  clock: Clock = systemClock,
): Promise<boolean> {
  const result = await db
    .updateTable('sso_onboardings')
    .set({ status, updated_at: iso(clock.now()) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
