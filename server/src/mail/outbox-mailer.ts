// Keeps mail in the outbox table instead of sending it (no SMTP_URL configured): the delivered
// copy the local mailbox page shows, links and all (for local use; the mail queue's own copy is
// blanked once delivered).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import type { MailMessage, Mailer } from './mailer.ts';

export class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;

  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        id: randomUUID(),
        recipient: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        language: message.language,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
}
