// The endpoints' signing secrets at rest: sealed with the server's secret box (the SSO client
// secrets' sealing, security/secret-box.ts), bound to the endpoint's id so a sealed value copied
// onto another endpoint does not open. A secret is answered once, when it is made (creation or
// rotation); afterwards only the server opens it, to sign deliveries.
//
// A rotation keeps the replaced secret for ROTATION_OVERLAP_MS: meanwhile deliveries carry both
// signatures (the new one first), so a receiver can switch to the new secret at any time within
// the day; after it only the new one, and the old secret is dropped (store/endpoints.ts).
import { randomBytes } from 'node:crypto';
import type { SecretBox } from '../../../security/secret-box.ts';

/** 24 hours of deliveries signed with both the new and the replaced secret. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60_000;

/** What a webhook secret is sealed for (migration 0060 seals the clear ones with the same). */
export const secretPurpose = (endpointId: string) => `webhook-secret:${endpointId}`;

/** A new secret: `whsec_` and 256 random bits (43 URL-safe characters). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export const sealSecret = (box: SecretBox, endpointId: string, secret: string) =>
  box.seal(secret, secretPurpose(endpointId));

/** The sealed secrets of an endpoint row as stored (current, and the one a rotation replaced). */
export interface SealedSecrets {
  id: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | null;
}

/** Whether the replaced secret still signs at `now`. */
export const previousSecretLive = (row: Omit<SealedSecrets, 'id' | 'secret'>, now: Date) =>
  row.previous_secret !== null &&
  row.previous_secret_until !== null &&
  now.getTime() < new Date(row.previous_secret_until).getTime();

/**
 * The clear secrets a delivery at `now` is signed with: the current one, then the replaced one
 * while the overlap lasts. Throws when a value does not open with the key (a changed LINK_SECRET,
 * a value altered in the database).
 */
export function signingSecrets(box: SecretBox, row: SealedSecrets, now: Date): string[] {
  const purpose = secretPurpose(row.id);
  const secrets = [box.open(row.secret, purpose)];
  if (previousSecretLive(row, now)) secrets.push(box.open(row.previous_secret!, purpose));
  return secrets;
}

/** The columns a rotation at `now` writes: the new secret sealed, the current one kept a day. */
export function rotatedSecrets(
  box: SecretBox,
  row: SealedSecrets,
  secret: string,
  now: Date,
): Omit<SealedSecrets, 'id'> {
  return {
    secret: sealSecret(box, row.id, secret),
    previous_secret: row.secret,
    previous_secret_until: new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString(),
  };
}
