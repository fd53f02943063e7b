// Keeps mail in the outbox table instead of sending it (no SMTP_URL configured): the delivered
// copy the local mailbox page shows, links and attachments and all (for local use; the mail
// queue's own copy is blanked once delivered).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import { inTransaction } from '../db/transaction.ts';

export class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;

  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<void> {
    const id = randomUUID();
    await inTransaction(this.db, async (trx) => {
      await trx
        .insertInto('outbox')
        .values({
          id,
          recipient: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          language: message.language,
          created_at: new Date().toISOString(),
        })
        .execute();
      const attachments = message.attachments ?? [];
      if (attachments.length === 0) return;
      await trx
        .insertInto('outbox_attachments')
        .values(
          attachments.map((attachment, position) => ({
            outbox_id: id,
            position,
            filename: attachment.filename,
            content_type: attachment.contentType,
            size: Buffer.byteLength(attachment.contentBase64, 'base64'),
            content_base64: attachment.contentBase64,
          })),
        )
        .execute();
    });
  }
}
