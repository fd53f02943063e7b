// POST /v1/direct/tan/resend: a new 6-digit TAN to the direct signer's mobile (through the SMS
// provider; the sandbox delivers it to the mailbox page). The previous TAN stops working. 409
// when no signature of the signer waits for a TAN or no mobile number is known; 429 with
// Retry-After before resendAvailableAt.
import { addSeconds, iso, systemClock } from '../../../clock.ts';
import { directAttributes } from '../direct-signers.ts';
import {
  findTan,
  issueTan,
  maskMobile,
  resendWait,
  TAN_RESEND_SECONDS,
  TAN_TTL_SECONDS,
} from '../../signing/index.ts';
import { conflict, tooSoon } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { directParty } from '../caller.ts';
import { assertWaitsForTan, tanText } from '../tan-support.ts';

export const resendDirectTan: Handler<'resendDirectTan'> = async (request, _reply, ctx) => {
  const party = await directParty(ctx, request);
  assertWaitsForTan(party);
  const attributes = directAttributes(party.signer);
  const mobile = attributes.mobile?.[0]?.trim() || party.signer.mobile?.trim();
  if (!mobile) {
    throw conflict(
      'No mobile number is known to send a TAN to: add one with PUT /v1/direct/user (attribute mobile).',
      'mobile_missing',
    );
  }
  const now = systemClock.now();
  const wait = resendWait(await findTan(ctx.db, party.request.id, party.signer.id), now);
  if (wait > 0) throw tooSoon(wait, `A new TAN can be sent in ${wait} seconds.`);
  const sentTo = maskMobile(mobile);
  const { code, row } = await issueTan(ctx.db, {
    requestId: party.request.id,
    signerId: party.signer.id,
    sentTo,
    now,
  });
  const language = attributes.lang?.[0] ?? party.signer.language ?? 'en';
  await ctx.providers.sms.send({
    mobile,
    email: party.signer.email,
    language,
    text: tanText(language, code, TAN_TTL_SECONDS / 60),
  });
  return {
    sentTo,
    channel: 'sms' as const,
    expiresAt: row.expires_at,
    resendAvailableAt: iso(addSeconds(now, TAN_RESEND_SECONDS)),
  };
};
