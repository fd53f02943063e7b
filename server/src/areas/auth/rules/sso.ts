// The rules of the single-sign-on onboarding: after a first SSO login, a six-digit secret mailed
// to the account's e-mail links the SSO identity to the account. The secret works for 30 minutes
// (ours); only a pending onboarding may be answered, resent or cancelled; finished or cancelled
// ones answer 409, unknown ones 404. Pure (the secret is compared by its SHA-256, in constant
// time).
import { timingSafeEqual } from 'node:crypto';
import { addSeconds, iso } from '../../../clock.ts';
import type { Row, SsoOnboardingsTable } from '../../../db/schema.ts';
import { conflict, notFound, ruleViolated } from '../../../domain-errors.ts';
import { hashToken } from '../../../security/tokens.ts';
import { normalizeEmail } from '../../user/index.ts';

export const SSO_SECRET_MINUTES = 30;

export type Onboarding = Row<SsoOnboardingsTable>;

/** The domain of an e-mail, lower-case: SSO providers are configured per domain. */
export function emailDomain(email: string): string {
  return normalizeEmail(email).split('@').at(-1) ?? '';
}

/** When a secret mailed `now` stops working. */
export const ssoSecretExpiry = (now: Date) => addSeconds(now, SSO_SECRET_MINUTES * 60);

export const onboardingNotFound = () =>
  notFound('There is no single-sign-on onboarding with this id.');

/** The onboarding the store found, or 404. */
export function foundOnboarding(onboarding: Onboarding | undefined): Onboarding {
  if (!onboarding) throw onboardingNotFound();
  return onboarding;
}

/** 409 invalid_transition unless the onboarding is pending (resend, respond). */
export function assertPending(onboarding: Pick<Onboarding, 'status'>): void {
  if (onboarding.status !== 'pending') {
    throw conflict(`The onboarding is ${onboarding.status}.`, 'invalid_transition');
  }
}

/** 409 when a pending onboarding was finished by a concurrent call. */
export const noLongerPending = () =>
  conflict('The onboarding is no longer pending.', 'invalid_transition');

/** 409 when a cancel finds the onboarding completed; cancelled (again) is fine. */
export function assertCancelled(onboarding: Pick<Onboarding, 'status'>): void {
  if (onboarding.status === 'completed') {
    throw conflict('The onboarding is already completed.', 'invalid_transition');
  }
}

export type SecretCheck = 'ok' | 'wrong' | 'expired';

/** The verdict on a secret sent back at `now`. */
export function checkSecret(
  onboarding: Pick<Onboarding, 'secret_expires_at' | 'secret_hash'>,
  secret: string,
  now: Date,
): SecretCheck {
  if (onboarding.secret_expires_at <= iso(now)) return 'expired';
  const given = Buffer.from(hashToken(secret.trim()));
  const expected = Buffer.from(onboarding.secret_hash);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'wrong';
}

/** The 422 of a secret that is not accepted, pointing at /body/secret. */
export function refusedSecret(verdict: Exclude<SecretCheck, 'ok'>) {
  return verdict === 'expired'
    ? ruleViolated('The secret has expired. Ask for a new one.', 'secret_expired', [
        { pointer: '/body/secret', detail: 'expired', code: 'secret_expired' },
      ])
    : ruleViolated('The secret is wrong.', 'wrong_secret', [
        { pointer: '/body/secret', detail: 'wrong secret', code: 'wrong_secret' },
      ]);
}

/** How long a login may take at the provider before its state expires (ours). */
export const SSO_LOGIN_MINUTES = 10;

/** Why a single-sign-on login failed, as the app's error pages name it (`?reason=`). */
export type SsoFailure =
  /** The person cancelled or the provider refused the login (its `error` parameter). */
  | 'cancelled'
  /** The state is unknown, used or older than SSO_LOGIN_MINUTES. */
  | 'expired'
  /** The code exchange or the ID token did not verify (signature, issuer, audience, nonce). */
  | 'refused'
  /** The business's provider cannot be reached. */
  | 'unreachable'
  /** The business has no provider (any more). */
  | 'not_configured'
  /** The ID token's e-mail is not of a domain the business's provider serves. */
  | 'domain';

/** Failures the business's configuration causes land on /sso/error/company, the others on /sso/error. */
export function ssoErrorPath(reason: SsoFailure): string {
  const company = reason === 'unreachable' || reason === 'not_configured' || reason === 'domain';
  return `${company ? '/sso/error/company' : '/sso/error'}?reason=${reason}`;
}

/** The domains of a provider's settings: lower-case, each once. */
export const normalizedDomains = (domains: string[]) => [
  ...new Set(domains.map((domain) => domain.trim().toLowerCase())),
];

/** 422 domain_not_verified for the first requested domain that is not a verified one of the business. */
export function assertDomainsVerified(requested: string[], verified: string[]): void {
  const index = requested.findIndex((domain) => !verified.includes(domain));
  if (index >= 0) {
    throw ruleViolated(
      `${requested[index]} is not a verified domain of the business.`,
      'domain_not_verified',
      [
        {
          pointer: `/body/domains/${index}`,
          detail: 'not a verified domain',
          code: 'domain_not_verified',
        },
      ],
    );
  }
}

/** 422 https_required when an issuer outside this machine is not https. */
export function assertIssuerScheme(issuer: string): void {
  const url = new URL(issuer);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:')) {
    throw ruleViolated('The issuer must be an https address.', 'identity_provider_unreachable', [
      { pointer: '/body/issuer', detail: 'must be https', code: 'identity_provider_unreachable' },
    ]);
  }
}
