// Sends mail through SMTP (SMTP_URL, e.g. smtp://user:pass@mail.example:587 or smtps://…:465):
// the transport the mail queue (mail-queue.ts) delivers to. The message carries its language
// (Content-Language) and both a text and an HTML part.
import { DEFAULT_MAIL_FROM } from '../config.ts';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.ts';

export class SmtpMailer implements Mailer {
  readonly transport = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string = DEFAULT_MAIL_FROM,
  ) {
    // Bounded waits (the URL's own settings win): one delivery ends well within the mail
    // queue's claim (5 minutes), so a slow server cannot make another worker send it too.
    this.transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { 'Content-Language': message.language },
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.contentBase64, 'base64'),
            })),
          }
        : {}),
    });
  }

  /** Closes pooled connections (smtp://…?pool=true). */
  close(): void {
    this.transporter.close();
  }
}
