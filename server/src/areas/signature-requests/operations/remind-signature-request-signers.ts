// POST /v3/signature-requests/{requestId}/remind: a reminder mail to every signer whose signature
// is still OPEN. Sender only (403), OPEN only (409), once per REMIND_INTERVAL_SECONDS per request
// (429 with Retry-After). When a mail cannot be sent the answer is 503 with the seed's message
// "Failed to remind signers" (seed 000 §8 "Reminder fails") and the limit is not used up.
import { loadRequestParts, recordReminder, reminderWait } from '../store.ts';
import { assertStatus, openSigners, REMIND_INTERVAL_SECONDS } from '../rules.ts';
import { tooSoon, unavailable } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { mailAddress, sendReminders } from '../mails/notify.ts';
import { contextOf, requireSender, userActor, userRelation } from '../caller.ts';

/** Seed 000 §8: 'Failed to remind signers'. */
export const REMIND_FAILED = 'Failed to remind signers';
export const REMIND_RETRY_AFTER_SECONDS = 60;

export const remindSignatureRequestSigners: Handler<'remindSignatureRequestSigners'> = async (
  request,
  _reply,
  ctx,
) => {
  const { user, relation } = await userRelation(ctx, request, request.params.requestId);
  requireSender(relation, 'remind its signers');
  assertStatus(relation.request, ['OPEN'], 'a reminder');
  const now = new Date();
  const wait = reminderWait(relation.request, REMIND_INTERVAL_SECONDS, now);
  if (wait > 0) {
    throw tooSoon(
      wait,
      `The signers of this request were reminded less than ${REMIND_INTERVAL_SECONDS / 60} minutes ago.`,
    );
  }
  const parts = await loadRequestParts(ctx.db, relation.request.id);
  const { sent, failed } = await sendReminders(ctx, parts, openSigners(parts.signers));
  await recordReminder(ctx.db, relation.request.id, sent, contextOf(request, userActor(user)), {
    countsForLimit: failed.length === 0,
  });
  if (failed.length) {
    throw unavailable(REMIND_RETRY_AFTER_SECONDS, REMIND_FAILED, 'remind_failed');
  }
  return {
    remindedAt: now.toISOString(),
    reminded: sent.map((s) => ({ signatureId: s.id, email: mailAddress(s), name: s.name })),
  };
};
