// Chooses the mail transport: SMTP when SMTP_URL is configured, otherwise the outbox table that
// the local mailbox page (/dev/mailbox) shows. The mail queue (mail-queue.ts) delivers to it.
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>, db: Db): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db);
}
