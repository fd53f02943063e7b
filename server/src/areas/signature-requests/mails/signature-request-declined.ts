// Sent to the sender and the other signers when a signer declines a request (OPEN → DECLINED).
import {
  mailLanguage,
  renderMail,
  type MailLanguage,
  type RenderedMail,
} from '../../../mail/templates/layout.ts';

export interface DeclinedMailInput {
  lang: string | undefined;
  recipientName: string | null;
  declinedBy: string;
  title: string;
  message: string;
  url: string;
}

const TEXTS: Record<
  MailLanguage,
  (i: DeclinedMailInput) => { subject: string; greeting: string; lead: string; label: string }
> = {
  en: (i) => ({
    subject: `"${i.title}" was declined`,
    greeting: i.recipientName ? `Hello ${i.recipientName}` : 'Hello',
    lead: `${i.declinedBy} declined to sign "${i.title}". The request is closed; nobody can sign it any more. The reason given:`,
    label: 'View the request',
  }),
  de: (i) => ({
    subject: `«${i.title}» wurde abgelehnt`,
    greeting: i.recipientName ? `Hallo ${i.recipientName}` : 'Guten Tag',
    lead: `${i.declinedBy} hat die Unterschrift von «${i.title}» abgelehnt. Die Anfrage ist geschlossen und kann nicht mehr unterschrieben werden. Die Begründung:`,
    label: 'Anfrage ansehen',
  }),
  fr: (i) => ({
    subject: `« ${i.title} » a été refusé`,
    greeting: i.recipientName ? `Bonjour ${i.recipientName}` : 'Bonjour',
    lead: `${i.declinedBy} a refusé de signer « ${i.title} ». La demande est close ; personne ne peut plus la signer. Le motif indiqué :`,
    label: 'Voir la demande',
  }),
  it: (i) => ({
    subject: `«${i.title}» è stato rifiutato`,
    greeting: i.recipientName ? `Buongiorno ${i.recipientName}` : 'Buongiorno',
    lead: `${i.declinedBy} ha rifiutato di firmare «${i.title}». La richiesta è chiusa; nessuno può più firmarla. Il motivo indicato:`,
    label: 'Visualizza la richiesta',
  }),
};

export function declinedMail(input: DeclinedMailInput): RenderedMail {
  const language = mailLanguage(input.lang);
  const text = TEXTS[language](input);
  return renderMail(text.subject, {
    language,
    greeting: text.greeting,
    paragraphs: [text.lead, `“${input.message}”`],
    action: { label: text.label, url: input.url },
  });
}
