// Sent to the signers who had not signed yet when the sender withdraws a request (OPEN → WITHDRAWN).
import {
  mailLanguage,
  renderMail,
  type MailLanguage,
  type RenderedMail,
} from '../../../mail/templates/layout.ts';

export interface WithdrawnMailInput {
  lang: string | undefined;
  recipientName: string | null;
  senderName: string;
  title: string;
  message: string;
}

const TEXTS: Record<
  MailLanguage,
  (i: WithdrawnMailInput) => { subject: string; greeting: string; lead: string; note: string }
> = {
  en: (i) => ({
    subject: `"${i.title}" was withdrawn`,
    greeting: i.recipientName ? `Hello ${i.recipientName}` : 'Hello',
    lead: `${i.senderName} withdrew the signature request "${i.title}". You no longer need to sign it. The reason given:`,
    note: 'The links of earlier e-mails about this request no longer lead to a signature.',
  }),
  de: (i) => ({
    subject: `«${i.title}» wurde zurückgezogen`,
    greeting: i.recipientName ? `Hallo ${i.recipientName}` : 'Guten Tag',
    lead: `${i.senderName} hat die Signaturanfrage «${i.title}» zurückgezogen. Sie müssen sie nicht mehr unterschreiben. Die Begründung:`,
    note: 'Die Links früherer E-Mails zu dieser Anfrage führen nicht mehr zu einer Unterschrift.',
  }),
  fr: (i) => ({
    subject: `« ${i.title} » a été retiré`,
    greeting: i.recipientName ? `Bonjour ${i.recipientName}` : 'Bonjour',
    lead: `${i.senderName} a retiré la demande de signature « ${i.title} ». Vous n'avez plus besoin de la signer. Le motif indiqué :`,
    note: 'Les liens des e-mails précédents concernant cette demande ne mènent plus à une signature.',
  }),
  it: (i) => ({
    subject: `«${i.title}» è stato ritirato`,
    greeting: i.recipientName ? `Buongiorno ${i.recipientName}` : 'Buongiorno',
    lead: `${i.senderName} ha ritirato la richiesta di firma «${i.title}». Non è più necessario firmarla. Il motivo indicato:`,
    note: 'I link delle e-mail precedenti su questa richiesta non portano più a una firma.',
  }),
};

export function withdrawnMail(input: WithdrawnMailInput): RenderedMail {
  const language = mailLanguage(input.lang);
  const text = TEXTS[language](input);
  return renderMail(text.subject, {
    language,
    greeting: text.greeting,
    paragraphs: [text.lead, `“${input.message}”`],
    notes: [text.note],
  });
}
