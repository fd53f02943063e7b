// Single sign-on in the database. The businesses' OpenID Connect providers are in
// ./identity-providers.ts; sso_providers holds domains an operator gave a fixed login address
// (none by default). An onboarding (sso_onboardings) links a first SSO login of an account that
// has a password to the account by a six-digit secret mailed to the account's e-mail; only the
// secret's SHA-256 is stored. The callback (../sso-login.ts) starts onboardings. The rules are in
// ../rules/sso.ts.
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../../db/connect.ts';
import { iso } from '../../../clock.ts';
import { hashToken } from '../../../security/tokens.ts';
import { ssoSecretExpiry, type Onboarding } from '../rules/sso.ts';
import { inTransaction } from '../../../db/transaction.ts';

/** The provider's login address for the e-mail domain, or null when it logs in by password. */
export async function identityProviderUrl(db: Db, domain: string): Promise<string | null> {
  const row = await db
    .selectFrom('sso_providers')
    .select('login_url')
    .where('domain', '=', domain)
    .executeTakeFirst();
  return row?.login_url ?? null;
}

/** The provider's name for the mails (the domain when it has no row). */
export async function providerName(db: Db, domain: string): Promise<string> {
  const business = await db
    .selectFrom('identity_provider_domains as d')
    .innerJoin('identity_providers as p', 'p.business_id', 'd.business_id')
    .select('p.name')
    .where('d.domain', '=', domain)
    .executeTakeFirst();
  if (business) return business.name;
  const row = await db
    .selectFrom('sso_providers')
    .select('name')
    .where('domain', '=', domain)
    .executeTakeFirst();
  return row?.name ?? domain;
}

const newSecret = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Starts an onboarding for the user; returns its id and the secret to mail. */
export async function startSsoOnboarding(
  db: Db,
  userId: string,
  providerDomain: string,
  now: Date,
): Promise<{ id: string; secret: string }> {
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
      secret_expires_at: iso(ssoSecretExpiry(now)),
      updated_at: iso(now),
    })
    .execute();
  return { id, secret };
}

export async function findOnboarding(db: Db, id: string): Promise<Onboarding | undefined> {
  return db.selectFrom('sso_onboardings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Replaces the secret of a pending onboarding (resend); returns the new secret. */
export async function renewSecret(db: Db, id: string, now: Date): Promise<string> {
  const secret = newSecret();
  await db
    .updateTable('sso_onboardings')
    .set({
      secret_hash: hashToken(secret),
      secret_expires_at: iso(ssoSecretExpiry(now)),
      updated_at: iso(now),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
  return secret;
}

/** Moves a pending onboarding to `status`; false when it was no longer pending. */
export async function finishOnboarding(
  db: Db,
  id: string,
  status: 'completed' | 'cancelled',
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('sso_onboardings')
    .set({ status, updated_at: iso(now) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Completes a pending onboarding and turns on SSO for its account; false when not pending. */
export async function completeOnboarding(
  db: Db,
  onboarding: Pick<Onboarding, 'id' | 'user_id'>,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await finishOnboarding(trx, onboarding.id, 'completed', now))) return false;
    await trx
      .updateTable('users')
      .set({ has_sso: 1, updated_at: iso(now) })
      .where('id', '=', onboarding.user_id)
      .execute();
    return true;
  });
}

/** An account created by a single-sign-on login: SSO on, the e-mail confirmed if the provider says so. */
export async function markSsoAccount(
  db: Db,
  userId: string,
  emailVerified: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ has_sso: 1, ...(emailVerified ? { email_verified: 1 } : {}), updated_at: iso(now) })
    .where('id', '=', userId)
    .execute();
}

/** Ends the sessions started for an onboarding (it was cancelled: the link was refused). */
export async function revokeOnboardingSessions(db: Db, onboardingId: string, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: iso(now) })
    .where('sso_onboarding_id', '=', onboardingId)
    .where('revoked_at', 'is', null)
    .execute();
}
