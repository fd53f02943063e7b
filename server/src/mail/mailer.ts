// Outgoing mail. With SMTP_URL set, mail goes out through SMTP; otherwise it is kept in the
// outbox table, which the local mailbox page (/dev/mailbox) shows so links can be followed.
// A Mailer is the transport: areas do not call it, they queue mail with ctx.mailQueue
// (mail-queue.ts), whose worker delivers it here.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Language the message is written in (the recipient's). */
  language: string;
  /** Files attached (e.g. the signed documents of a completion mail, when the business wants them). */
  attachments?: MailAttachment[];
}

/** A file attached to a mail; its bytes as base64 (the queued message is JSON). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
