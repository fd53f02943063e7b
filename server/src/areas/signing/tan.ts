// The TANs of direct-link signers (rules/tan.ts): sending a new one by SMS (POST
// /v1/direct/tan/resend), checking one (POST /v1/direct/tan/check, and POST /v3/direct/sign,
// which uses it up). The rows are the store's; the code itself is never stored.
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import type { AppContext } from '../../context.ts';
import { addSeconds, iso } from '../../clock.ts';
import type { Schemas } from '../handler.ts';
import type { RequestRow, SignerRow } from '../signature-requests/index.ts';
import { directPartyOf } from './party.ts';
import {
  afterWrongTan,
  assertWaitsForTan,
  maskMobile,
  newTan,
  resendTooSoon,
  resendWait,
  tanAccepted,
  tanMobile,
  tanRefused,
  tanText,
  tanVerdict,
  TAN_DIGITS,
  TAN_RESEND_SECONDS,
  type TanRow,
} from './rules/tan.ts';
import { countWrongTan, findTan, markTan, replaceTan } from './store/codes.ts';

/** A uniformly random code of `digits` digits (leading zeros kept). */
export function newCode(digits = TAN_DIGITS): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** Stores a new TAN for the signer (replacing any other); answers the code to send. */
export async function issueTan(
  db: Db,
  input: { requestId: string; signerId: string; sentTo: string; now: Date },
): Promise<{ code: string; row: TanRow }> {
  const code = newCode();
  const row = newTan({ ...input, code });
  await replaceTan(db, row);
  return { code, row };
}

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
  if (verdict === 'valid') {
    const at = iso(input.now);
    await markTan(db, row!, input.consume ? { used_at: at } : { verified_at: at });
    return tanAccepted(row!);
  }
  if (verdict === 'invalid') {
    const next = afterWrongTan(row!, input.now);
    const counted = await countWrongTan(db, row!, next);
    throw tanRefused('invalid', counted ? next.attemptsLeft : 0);
  }
  throw tanRefused(verdict);
}

/**
 * Sends a new TAN to the direct signer's mobile (the previous one stops working): 409 unless a
 * signature of the signer waits for a TAN or without a mobile, 429 while a resend is too early.
 */
export async function resendTan(
  ctx: AppContext,
  link: { request: RequestRow; signer: SignerRow },
): Promise<Schemas['TanResendResult']> {
  const { request, signer } = link;
  assertWaitsForTan(request, signer);
  const { attributes } = directPartyOf(signer, request);
  const mobile = tanMobile(attributes, signer);
  const now = ctx.clock.now();
  const wait = resendWait(await findTan(ctx.db, request.id, signer.id), now);
  if (wait > 0) throw resendTooSoon(wait);
  const sentTo = maskMobile(mobile);
  const { code, row } = await issueTan(ctx.db, {
    requestId: request.id,
    signerId: signer.id,
    sentTo,
    now,
  });
  const language = attributes.lang?.[0] ?? signer.language ?? 'en';
  await ctx.providers.sms.send({
    mobile,
    email: signer.email,
    language,
    text: tanText(language, code),
  });
  return {
    sentTo,
    channel: 'sms' as const,
    expiresAt: row.expires_at,
    resendAvailableAt: iso(addSeconds(now, TAN_RESEND_SECONDS)),
  };
}

/** POST /v1/direct/tan/check: whether the TAN matches (it stays usable for the signature). */
export async function confirmTan(
  ctx: AppContext,
  party: { request: RequestRow; signer: SignerRow },
  code: string,
): Promise<{ attemptsLeft: number; expiresAt: string }> {
  assertWaitsForTan(party.request, party.signer);
  return checkTan(ctx.db, {
    requestId: party.request.id,
    signerId: party.signer.id,
    code,
    now: ctx.clock.now(),
  });
}
