// Sent to the signers who had not signed yet, and to the sender, when a request expires (OPEN →
// EXPIRED by the expiry job).
import {
  mailLanguage,
  renderMail,
  type MailLanguage,
  type RenderedMail,
} from '../../../mail/templates/layout.ts';

export interface ExpiredMailInput {
  lang: string | undefined;
  recipientName: string | null;
  senderName: string;
  title: string;
  /** The sender's own notice says so; a signer's says it no longer needs to sign. */
  toSender: boolean;
}

const TEXTS: Record<
  MailLanguage,
  (i: ExpiredMailInput) => { subject: string; greeting: string; lead: string; note: string }
> = {
  en: (i) => ({
    subject: `"${i.title}" has expired`,
    greeting: i.recipientName ? `Hello ${i.recipientName}` : 'Hello',
    lead: i.toSender
      ? `Your signature request "${i.title}" has expired before everyone signed.`
      : `The signature request "${i.title}" from ${i.senderName} has expired. You can no longer sign it.`,
    note: 'The links of earlier e-mails about this request no longer lead to a signature.',
  }),
  de: (i) => ({
    subject: `«${i.title}» ist abgelaufen`,
    greeting: i.recipientName ? `Hallo ${i.recipientName}` : 'Guten Tag',
    lead: i.toSender
      ? `Ihre Signaturanfrage «${i.title}» ist abgelaufen, bevor alle unterschrieben haben.`
      : `Die Signaturanfrage «${i.title}» von ${i.senderName} ist abgelaufen. Sie können sie nicht mehr unterschreiben.`,
    note: 'Die Links früherer E-Mails zu dieser Anfrage führen nicht mehr zu einer Unterschrift.',
  }),
  fr: (i) => ({
    subject: `« ${i.title} » a expiré`,
    greeting: i.recipientName ? `Bonjour ${i.recipientName}` : 'Bonjour',
    lead: i.toSender
      ? `Votre demande de signature « ${i.title} » a expiré avant que tout le monde ait signé.`
      : `La demande de signature « ${i.title} » de ${i.senderName} a expiré. Vous ne pouvez plus la signer.`,
    note: 'Les liens des e-mails précédents concernant cette demande ne mènent plus à une signature.',
  }),
  it: (i) => ({
    subject: `«${i.title}» è scaduto`,
    greeting: i.recipientName ? `Buongiorno ${i.recipientName}` : 'Buongiorno',
    lead: i.toSender
      ? `La sua richiesta di firma «${i.title}» è scaduta prima che tutti firmassero.`
      : `La richiesta di firma «${i.title}» di ${i.senderName} è scaduta. Non è più possibile firmarla.`,
    note: 'I link delle e-mail precedenti su questa richiesta non portano più a una firma.',
  }),
};

export function expiredMail(input: ExpiredMailInput): RenderedMail {
  const language = mailLanguage(input.lang);
  const text = TEXTS[language](input);
  return renderMail(text.subject, {
    language,
    greeting: text.greeting,
    paragraphs: [text.lead],
    notes: [text.note],
  });
}
