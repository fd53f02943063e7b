// Hands a rendered mail of the auth area to the mail queue of this server (ctx.mailQueue, the
// transactional outbox): queued in the caller's transaction when it gives one, so the mail goes
// out if and only if its token or secret is stored; delivered after the commit (SMTP, or the
// outbox the local mailbox page shows), retried while delivery fails.
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/connect.ts';
import type { MailId } from '../../../mail/mail-queue.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
import type { RenderedMail } from '../../../mail/templates/layout.ts';

const message = (to: string, mail: RenderedMail): MailMessage => ({
  to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  language: mail.language,
});

/** Queues the mail in `trx` (the caller flushes the queue after the commit); answers its id. */
export async function queueMail(
  ctx: AppContext,
  trx: Db,
  to: string,
  mail: RenderedMail,
): Promise<MailId[]> {
  return ctx.mailQueue.add(trx, message(to, mail));
}

/** Queues the mail in a transaction of its own and delivers it. */
export async function deliver(ctx: AppContext, to: string, mail: RenderedMail): Promise<void> {
  await ctx.mailQueue.send(message(to, mail));
}
