// Chooses the mail transport: SMTP when SMTP_URL is configured, otherwise the outbox table that
// the local mailbox page (/dev/mailbox) shows.
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { DEFAULT_FROM, SmtpMailer } from './smtp-mailer.ts';

export function createMailer(
  config: Pick<ServerConfig, 'smtpUrl'>,
  db: Db,
  /** Sender address of SMTP mail (MAIL_FROM). */
  from: string = process.env.MAIL_FROM || DEFAULT_FROM,
): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, from) : new OutboxMailer(db);
}
