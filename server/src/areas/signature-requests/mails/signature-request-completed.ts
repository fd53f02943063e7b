// Sent to the sender and every signer when the last signer has signed (OPEN → SIGNED).
import {
  mailLanguage,
  renderMail,
  type MailLanguage,
  type RenderedMail,
} from '../../../mail/templates/layout.ts';

export interface CompletedMailInput {
  lang: string | undefined;
  recipientName: string | null;
  title: string;
  signers: number;
  url: string;
}

const TEXTS: Record<
  MailLanguage,
  (i: CompletedMailInput) => { subject: string; greeting: string; lead: string; label: string }
> = {
  en: (i) => ({
    subject: `"${i.title}" is signed`,
    greeting: i.recipientName ? `Hello ${i.recipientName}` : 'Hello',
    lead: `All ${i.signers} signer${i.signers === 1 ? ' has' : 's have'} signed "${i.title}". The signed documents and the signature protocol are ready to download.`,
    label: 'Download the signed documents',
  }),
  de: (i) => ({
    subject: `«${i.title}» ist unterschrieben`,
    greeting: i.recipientName ? `Hallo ${i.recipientName}` : 'Guten Tag',
    lead: `Alle ${i.signers} Unterzeichnenden haben «${i.title}» unterschrieben. Die unterschriebenen Dokumente und das Signaturprotokoll stehen zum Herunterladen bereit.`,
    label: 'Unterschriebene Dokumente herunterladen',
  }),
  fr: (i) => ({
    subject: `« ${i.title} » est signé`,
    greeting: i.recipientName ? `Bonjour ${i.recipientName}` : 'Bonjour',
    lead: `Les ${i.signers} signataires ont signé « ${i.title} ». Les documents signés et le protocole de signature sont prêts à être téléchargés.`,
    label: 'Télécharger les documents signés',
  }),
  it: (i) => ({
    subject: `«${i.title}» è firmato`,
    greeting: i.recipientName ? `Buongiorno ${i.recipientName}` : 'Buongiorno',
    lead: `Tutti i ${i.signers} firmatari hanno firmato «${i.title}». I documenti firmati e il protocollo di firma sono pronti da scaricare.`,
    label: 'Scarica i documenti firmati',
  }),
};

export function completedMail(input: CompletedMailInput): RenderedMail {
  const language = mailLanguage(input.lang);
  const text = TEXTS[language](input);
  return renderMail(text.subject, {
    language,
    greeting: text.greeting,
    paragraphs: [text.lead],
    action: { label: text.label, url: input.url },
  });
}
