// Text messages to a person's mobile (TANs of direct signers, one-time codes of qualified
// signatures) go through an SmsProvider. No SMS gateway is reachable from here, so the sandbox
// provider hands each message to the mailer instead, addressed to the person's e-mail and
// labelled as a sandbox SMS: with the outbox transport it appears on the local mailbox page
// (/dev/mailbox), where a tester reads the code. The mailer it is given is the mail queue's
// (buildApp: MailQueue.mailer), so the message is queued, delivered at once and retried while
// delivery fails, like every other mail; it is blanked in the queue once delivered.
import type { Mailer } from '../mail/mailer.ts';

export interface TextMessage {
  /** The mobile number as the person gave it. */
  mobile: string;
  /** The person's e-mail: the sandbox delivers there. */
  email: string;
  language: string;
  /** One short line, as an SMS would carry it. */
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  /** True for a provider that sends nothing to a phone (shown to testers). */
  readonly sandbox: boolean;
  send(message: TextMessage): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox-sms';
  readonly sandbox = true;

  /** The mail queue's mailer (queued, then delivered), or any transport in tests. */
  constructor(private readonly mailer: Mailer) {}

  async send(message: TextMessage): Promise<void> {
    const note = `SANDBOX: this SMS to ${message.mobile} was not sent to a phone; it is delivered here for testing.`;
    await this.mailer.send({
      to: message.email,
      subject: `[SANDBOX SMS to ${message.mobile}] ${message.text}`,
      text: `${message.text}\n\n${note}\n`,
      html: `<p><strong>${escapeHtml(message.text)}</strong></p><p><em>${escapeHtml(note)}</em></p>`,
      language: message.language,
    });
  }
}
