// Rules of the TANs of direct-link signers (docs/product.md#calls-auth-user "POST /v1/direct/tan/resend and
// /v1/direct/tan/check | TAN handling"): a 6-digit one-time code sent by SMS that confirms an
// advanced signature made through a direct link (the link proves the e-mail, the TAN the mobile).
//
//   - one current TAN per signer and request; a resend replaces it (the old one stops working);
//   - it expires TAN_TTL_SECONDS after it was sent (422 tan_expired);
//   - a wrong TAN answers 422 tan_invalid with the attempts left; the TAN_MAX_ATTEMPTS-th wrong
//     attempt locks it (409 tan_locked) until a new one is requested;
//   - resends are spaced TAN_RESEND_SECONDS apart (429 with Retry-After);
//   - only its SHA-256 is stored; it is used up by the signature it confirmed.
//
// Pure: the rows are read and written by ../store.ts, the flow is ../tan.ts.
import { createHash, timingSafeEqual } from 'node:crypto';
import { addSeconds, iso } from '../../../clock.ts';
import type { Row, TanCodesTable } from '../../../db/schema.ts';
import { conflict, ruleViolated, tooSoon } from '../../../domain-errors.ts';
import type { Quality, RequestRow, SignerRow } from '../../signature-requests/index.ts';
import { needsTan } from './signer.ts';

export type TanRow = Row<TanCodesTable>;

export const TAN_DIGITS = 6;
export const TAN_TTL_SECONDS = 10 * 60;
export const TAN_MAX_ATTEMPTS = 3;
export const TAN_RESEND_SECONDS = 60;

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

/** 409 unless a signature of the signer waits for a TAN (OPEN request, OPEN advanced signature). */
export function assertWaitsForTan(
  request: Pick<RequestRow, 'status'>,
  signer: Pick<SignerRow, 'status' | 'quality'>,
): void {
  if (request.status !== 'OPEN' || signer.status !== 'OPEN') {
    throw conflict(
      `No signature of yours waits for a TAN: the request is ${request.status} and your signature ${signer.status}.`,
      'no_signature_pending',
    );
  }
  if (!needsTan(true, signer.quality as Quality)) {
    throw conflict(
      `Your ${signer.quality} signature is not confirmed with a TAN.`,
      'tan_not_needed',
    );
  }
}

/** The row of a TAN sent now to `sentTo` (masked); it replaces any other of the signer. */
export function newTan(input: {
  requestId: string;
  signerId: string;
  sentTo: string;
  code: string;
  now: Date;
}): TanRow {
  return {
    request_id: input.requestId,
    signer_id: input.signerId,
    code_hash: hashCode(input.code),
    sent_to: input.sentTo,
    created_at: iso(input.now),
    expires_at: iso(addSeconds(input.now, TAN_TTL_SECONDS)),
    failed_attempts: 0,
    locked_at: null,
    verified_at: null,
    used_at: null,
  };
}

export type TanVerdict = 'valid' | 'invalid' | 'expired' | 'locked' | 'missing';

/** What a TAN entered now means for the stored row (attempts are counted by the flow). */
export function tanVerdict(row: TanRow | undefined, code: string, now: Date): TanVerdict {
  if (!row || row.used_at) return 'missing';
  if (row.locked_at || Number(row.failed_attempts) >= TAN_MAX_ATTEMPTS) return 'locked';
  if (row.expires_at <= iso(now)) return 'expired';
  return codeMatches(code, row.code_hash) ? 'valid' : 'invalid';
}

/** The counters after one more wrong TAN: the TAN_MAX_ATTEMPTS-th locks it. */
export function afterWrongTan(
  row: Pick<TanRow, 'failed_attempts'>,
  now: Date,
): { failed_attempts: number; locked_at: string | null; attemptsLeft: number } {
  const failed = Number(row.failed_attempts) + 1;
  return {
    failed_attempts: failed,
    locked_at: failed >= TAN_MAX_ATTEMPTS ? iso(now) : null,
    attemptsLeft: Math.max(0, TAN_MAX_ATTEMPTS - failed),
  };
}

/** What a matching TAN answers: the attempts left and its expiry. */
export const tanAccepted = (row: Pick<TanRow, 'failed_attempts' | 'expires_at'>) => ({
  attemptsLeft: TAN_MAX_ATTEMPTS - Number(row.failed_attempts),
  expiresAt: row.expires_at,
});

export const tanLocked = () =>
  conflict(
    'Too many wrong TANs: this TAN is locked. Request a new one with POST /v1/direct/tan/resend.',
    'tan_locked',
  );

/** The answer to a TAN that is not valid: 422 tan_invalid / tan_expired, 409 tan_locked. */
export function tanRefused(verdict: Exclude<TanVerdict, 'valid'>, attemptsLeft = 0) {
  switch (verdict) {
    case 'missing':
      return ruleViolated(
        'No TAN was sent to you for this signature: request one with POST /v1/direct/tan/resend.',
        'tan_invalid',
      );
    case 'locked':
      return tanLocked();
    case 'expired':
      return ruleViolated(
        'The TAN has expired: request a new one with POST /v1/direct/tan/resend.',
        'tan_expired',
      );
    case 'invalid':
      if (attemptsLeft <= 0) return tanLocked();
      return ruleViolated(
        `The TAN is wrong; ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`,
        'tan_invalid',
      );
  }
}

/** 422 tan_required: a direct advanced signature came without its TAN. */
export const tanRequired = () =>
  ruleViolated(
    'Your signature is confirmed with a TAN: request one with POST /v1/direct/tan/resend and send it as tan.',
    'tan_required',
    [{ pointer: '/body/tan', detail: 'is required for this signature', code: 'tan_required' }],
  );

/** Seconds until another TAN may be sent (0: now). */
export function resendWait(row: Pick<TanRow, 'created_at'> | undefined, now: Date): number {
  if (!row) return 0;
  const next = new Date(row.created_at).getTime() + TAN_RESEND_SECONDS * 1000;
  return Math.max(0, Math.ceil((next - now.getTime()) / 1000));
}

/** 429 with Retry-After while a resend is too early. */
export const resendTooSoon = (wait: number) =>
  tooSoon(wait, `A new TAN can be sent in ${wait} seconds.`);

/** The mobile a direct signer's TAN goes to: its mobile attribute, else its identity's. */
export function tanMobile(
  attributes: { mobile?: string[] },
  signer: Pick<SignerRow, 'mobile'>,
): string {
  const mobile = attributes.mobile?.[0]?.trim() || signer.mobile?.trim();
  if (!mobile) {
    throw conflict(
      'No mobile number is known to send a TAN to: add one with PUT /v1/direct/user (attribute mobile).',
      'mobile_missing',
    );
  }
  return mobile;
}

const TAN_TEXT: Record<string, (code: string, minutes: number) => string> = {
  en: (c, m) => `Your TAN to confirm your signature: ${c} (valid ${m} min).`,
  de: (c, m) => `Ihre TAN zur Bestätigung Ihrer Signatur: ${c} (${m} Min. gültig).`,
  fr: (c, m) => `Votre TAN pour confirmer votre signature : ${c} (valable ${m} min).`,
  it: (c, m) => `Il suo TAN per confermare la firma: ${c} (valido ${m} min).`,
};

/** The SMS of a TAN in the signer's language (English for another). */
export const tanText = (language: string, code: string, minutes = TAN_TTL_SECONDS / 60) =>
  (TAN_TEXT[language] ?? TAN_TEXT.en)(code, minutes);
