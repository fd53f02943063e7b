// The mails of a request's workflow, built like notify.ts's: the invitation of the next
// signer in sequential signing, the automatic reminders, and the notice of an expiry. Each is
// queued in the transaction of the change that causes it (or in one of its own right after), so
// it goes out if and only if the change commits, retried until delivered.
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/connect.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
import { isApiUserEmail } from '../../api-users/index.ts';
import type { RequestParts, SignerRow } from '../rules/requests.ts';
import { loadRequestParts } from '../store/load.ts';
import { expiredMail } from './signature-request-expired.ts';
import {
  directLanguage,
  invitationFor,
  languageOf,
  mailAddress,
  message,
  queueInvitations,
  senderName,
} from './notify.ts';

/**
 * For the signing code: after markSigned answered signers `invited` (their turn has come in a
 * sequential request), queues their invitations in a transaction of their own and delivers them.
 */
export async function notifyInvited(
  ctx: AppContext,
  requestId: string,
  invited: SignerRow[],
): Promise<void> {
  if (!invited.length) return;
  await ctx.mailQueue.transaction(async (trx) => {
    const parts = await loadRequestParts(trx, requestId);
    await queueInvitations(ctx, trx, parts, invited, { contactOwnerId: parts.request.sender_id });
  });
}

/** Queues in `trx` an automatic reminder to each of `signers`; answers their addresses. */
export async function queueReminders(
  ctx: AppContext,
  trx: Db,
  parts: RequestParts,
  signers: SignerRow[],
): Promise<string[]> {
  const mails: MailMessage[] = [];
  for (const signer of signers) {
    const mail = await invitationFor(ctx, trx, parts, signer, { reminder: true });
    mails.push(message(mailAddress(signer), mail));
  }
  await ctx.mailQueue.add(trx, mails);
  return mails.map((m) => m.to);
}

/** Queues in `trx` the notice of an expiry to the sender and the signers who had not signed. */
export async function queueExpired(ctx: AppContext, trx: Db, parts: RequestParts): Promise<void> {
  const recipients = [
    {
      email: parts.sender.email,
      name: senderName(parts),
      own: null as string | null,
      sender: true,
    },
    ...parts.signers
      .filter((s) => s.status === 'OPEN')
      .map((s) => ({ email: mailAddress(s), name: s.name, own: directLanguage(s), sender: false })),
  ]
    .filter((r, i, all) => all.findIndex((o) => o.email === r.email) === i)
    .filter((r) => !isApiUserEmail(r.email));
  const mails: MailMessage[] = [];
  for (const r of recipients) {
    const mail = expiredMail({
      lang: await languageOf(trx, r.email, r.own),
      recipientName: r.name,
      senderName: senderName(parts),
      title: parts.request.title,
      toSender: r.sender,
    });
    mails.push(message(r.email, mail));
  }
  await ctx.mailQueue.add(trx, mails);
}
