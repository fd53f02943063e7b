// Sends mail through SMTP (SMTP_URL, e.g. smtp://user:pass@mail.example:587 or smtps://…:465).
// The message carries its language (Content-Language) and both a text and an HTML part.
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
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { 'Content-Language': message.language },
    });
  }

  /** Closes pooled connections (smtp://…?pool=true). */
  close(): void {
    this.transporter.close();
  }
}
