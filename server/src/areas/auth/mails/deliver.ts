// Hands a rendered mail of the auth area to the mailer of this server (ctx.mailer: SMTP, or the
// outbox the local mailbox page shows).
import type { AppContext } from '../../../context.ts';
import type { RenderedMail } from '../../../mail/templates/layout.ts';

export async function deliver(ctx: AppContext, to: string, mail: RenderedMail): Promise<void> {
  await ctx.mailer.send({
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    language: mail.language,
  });
}
