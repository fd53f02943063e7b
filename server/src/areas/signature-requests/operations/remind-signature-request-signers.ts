// POST /v3/signature-requests/{requestId}/remind: a reminder mail to every signer whose signature
// is still OPEN. Sender only (403), OPEN only (409), once per REMIND_INTERVAL_SECONDS per request
// (429 with Retry-After). When a mail cannot be sent the answer is 503 with the product's message
// "Failed to remind signers" (docs/product.md#errors "Reminder fails") and the limit is not used up.
import type { Handler } from '../../handler.ts';
import { userAction, userRelation } from '../caller.ts';
import { remindSigners } from '../lifecycle.ts';
import { mailAddress } from '../mails/notify.ts';
import { requireSender } from '../rules/requests.ts';

export const remindSignatureRequestSigners: Handler<'remindSignatureRequestSigners'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { user, relation } = await userRelation(ctx, caller, request.params.requestId);
  requireSender(relation, 'remind its signers');
  const { remindedAt, sent } = await remindSigners(
    ctx,
    relation.request,
    userAction(ctx, request, user),
  );
  return {
    remindedAt: remindedAt.toISOString(),
    reminded: sent.map((s) => ({ signatureId: s.id, email: mailAddress(s), name: s.name })),
  };
};
