// TANs of direct-link signers (seed 000 §7 "POST /v1/direct/tan/resend and /v1/direct/tan/check |
// TAN handling"): a 6-digit one-time code sent by SMS that confirms an advanced signature made
// through a direct link (the link proves the e-mail, the TAN the mobile).
//
//   - one current TAN per signer and request; a resend replaces it (the old one stops working);
//   - it expires TAN_TTL_SECONDS after it was sent (422 tan_expired);
//   - a wrong TAN answers 422 tan_invalid with the attempts left; the TAN_MAX_ATTEMPTS-th wrong
//     attempt locks it (409 tan_locked) until a new one is requested;
//   - resends are spaced TAN_RESEND_SECONDS apart (429 with Retry-After);
//   - only its SHA-256 is stored; it is used up by the signature it confirmed.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, TanCodesTable } from '../../db/schema.ts';
import { conflict, ruleViolated } from '../../domain-errors.ts';
import { addSeconds, iso } from '../../clock.ts';

export type TanRow = Selectable<TanCodesTable>;
type Db = Kysely<Database>;

export const TAN_DIGITS = 6;
export const TAN_TTL_SECONDS = 10 * 60;
export const TAN_MAX_ATTEMPTS = 3;
export const TAN_RESEND_SECONDS = 60;

/** A uniformly random code of `digits` digits (leading zeros kept). */
export function newCode(digits = TAN_DIGITS): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

export const hashCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/** Constant-time comparison of a code with a stored hash. */
export function codeMatches(code: string, hash: string): boolean {
  const given = Buffer.from(hashCode(code), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * "+41 79 555 12 67" → "+41 79 *** ** 67": the first four and the last two digits stay, the
 * other digits become stars, spacing is kept.
 */
export function maskMobile(mobile: string): string {
  const total = (mobile.match(/\d/g) ?? []).length;
  let seen = 0;
  return mobile.trim().replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= 4 || seen > total - 2 ? digit : '*';
  });
}

export type TanVerdict = 'valid' | 'invalid' | 'expired' | 'locked' | 'missing';

/** What a TAN entered now means for the stored row (pure; attempts are counted by checkTan). */
export function tanVerdict(row: TanRow | undefined, code: string, now: Date): TanVerdict {
  if (!row || row.used_at) return 'missing';
  if (row.locked_at || Number(row.failed_attempts) >= TAN_MAX_ATTEMPTS) return 'locked';
  if (row.expires_at <= iso(now)) return 'expired';
  return codeMatches(code, row.code_hash) ? 'valid' : 'invalid';
}

/** Seconds until another TAN may be sent (0: now). */
export function resendWait(row: Pick<TanRow, 'created_at'> | undefined, now: Date): number {
  if (!row) return 0;
  const next = new Date(row.created_at).getTime() + TAN_RESEND_SECONDS * 1000;
  return Math.max(0, Math.ceil((next - now.getTime()) / 1000));
}

export async function findTan(
  db: Db,
  requestId: string,
  signerId: string,
): Promise<TanRow | undefined> {
  return db
    .selectFrom('tan_codes')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('signer_id', '=', signerId)
    .executeTakeFirst();
}

/** Stores a new TAN for the signer (replacing any other); answers the code to send. */
export async function issueTan(
  db: Db,
  input: { requestId: string; signerId: string; sentTo: string; now: Date },
): Promise<{ code: string; row: TanRow }> {
  const code = newCode();
  const row: TanRow = {
    request_id: input.requestId,
    signer_id: input.signerId,
    code_hash: hashCode(code),
    sent_to: input.sentTo,
    created_at: iso(input.now),
    expires_at: iso(addSeconds(input.now, TAN_TTL_SECONDS)),
    failed_attempts: 0,
    locked_at: null,
    verified_at: null,
    used_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('tan_codes')
      .where('request_id', '=', input.requestId)
      .where('signer_id', '=', input.signerId)
      .execute();
    await trx.insertInto('tan_codes').values(row).execute();
  });
  return { code, row };
}

export const tanLocked = () =>
  conflict(
    'Too many wrong TANs: this TAN is locked. Request a new one with POST /v1/direct/tan/resend.',
    'tan_locked',
  );

/**
 * Checks a TAN the signer entered: answers the attempts left and the expiry when it matches,
 * else throws 409 tan_locked, 422 tan_expired or 422 tan_invalid (a wrong TAN counts as an
 * attempt; the last allowed one locks the TAN). `consume` uses the TAN up (a signature).
 */
export async function checkTan(
  db: Db,
  input: { requestId: string; signerId: string; code: string; now: Date; consume?: boolean },
): Promise<{ attemptsLeft: number; expiresAt: string }> {
  const row = await findTan(db, input.requestId, input.signerId);
  const verdict = tanVerdict(row, input.code, input.now);
  switch (verdict) {
    case 'missing':
      throw ruleViolated(
        'No TAN was sent to you for this signature: request one with POST /v1/direct/tan/resend.',
        'tan_invalid',
      );
    case 'locked':
      throw tanLocked();
    case 'expired':
      throw ruleViolated(
        'The TAN has expired: request a new one with POST /v1/direct/tan/resend.',
        'tan_expired',
      );
    case 'invalid': {
      // Counted with one conditional UPDATE, so parallel guesses cannot exceed the limit.
      const failed = Number(row!.failed_attempts) + 1;
      const result = await db
        .updateTable('tan_codes')
        .set({
          failed_attempts: failed,
          locked_at: failed >= TAN_MAX_ATTEMPTS ? iso(input.now) : null,
        })
        .where('request_id', '=', input.requestId)
        .where('signer_id', '=', input.signerId)
        .where('code_hash', '=', row!.code_hash)
        .where('failed_attempts', '=', Number(row!.failed_attempts))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1 || failed >= TAN_MAX_ATTEMPTS) throw tanLocked();
      const left = TAN_MAX_ATTEMPTS - failed;
      throw ruleViolated(
        `The TAN is wrong; ${left} attempt${left === 1 ? '' : 's'} left.`,
        'tan_invalid',
      );
    }
    case 'valid': {
      await db
        .updateTable('tan_codes')
        .set(input.consume ? { used_at: iso(input.now) } : { verified_at: iso(input.now) })
        .where('request_id', '=', input.requestId)
        .where('signer_id', '=', input.signerId)
        .where('code_hash', '=', row!.code_hash)
        .execute();
      return {
        attemptsLeft: TAN_MAX_ATTEMPTS - Number(row!.failed_attempts),
        expiresAt: row!.expires_at,
      };
    }
  }
}

/** Forgets the signer's TAN (after the signature it confirmed, or when it is no longer needed). */
export async function dropTan(db: Db, requestId: string, signerId: string): Promise<void> {
  await db
    .deleteFrom('tan_codes')
    .where('request_id', '=', requestId)
    .where('signer_id', '=', signerId)
    .execute();
}
