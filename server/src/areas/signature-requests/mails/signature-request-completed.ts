// Sent to the sender and every signer when the last signer has signed (OPEN → SIGNED), with the
// way to the public verification (/verify) for whoever the signed documents are passed on to.
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
  /** The public verification page (`<PUBLIC_URL>/verify`). */
  verifyUrl: string;
}

const TEXTS: Record<
  MailLanguage,
  (i: CompletedMailInput) => {
    subject: string;
    greeting: string;
    lead: string;
    label: string;
    verifyText: string;
    verifyLabel: string;
  }
> = {
  en: (i) => ({
    subject: `"${i.title}" is signed`,
    greeting: i.recipientName ? `Hello ${i.recipientName}` : 'Hello',
    lead: `All ${i.signers} signer${i.signers === 1 ? ' has' : 's have'} signed "${i.title}". The signed documents and the signature protocol are ready to download.`,
    label: 'Download the signed documents',
    verifyText:
      'Anyone who receives the signed documents can check their signatures, no account needed:',
    verifyLabel: 'Verify a signed document',
  }),
  de: (i) => ({
    subject: `«${i.title}» ist unterschrieben`,
    greeting: i.recipientName ? `Hallo ${i.recipientName}` : 'Guten Tag',
    lead: `Alle ${i.signers} Unterzeichnenden haben «${i.title}» unterschrieben. Die unterschriebenen Dokumente und das Signaturprotokoll stehen zum Herunterladen bereit.`,
    label: 'Unterschriebene Dokumente herunterladen',
    verifyText:
      'Wer die unterschriebenen Dokumente erhält, kann ihre Signaturen prüfen, ohne Konto:',
    verifyLabel: 'Signiertes Dokument prüfen',
  }),
  fr: (i) => ({
    subject: `« ${i.title} » est signé`,
    greeting: i.recipientName ? `Bonjour ${i.recipientName}` : 'Bonjour',
    lead: `Les ${i.signers} signataires ont signé « ${i.title} ». Les documents signés et le protocole de signature sont prêts à être téléchargés.`,
    label: 'Télécharger les documents signés',
    verifyText:
      'Toute personne qui reçoit les documents signés peut vérifier leurs signatures, sans compte :',
    verifyLabel: 'Vérifier un document signé',
  }),
  it: (i) => ({
    subject: `«${i.title}» è firmato`,
    greeting: i.recipientName ? `Buongiorno ${i.recipientName}` : 'Buongiorno',
    lead: `Tutti i ${i.signers} firmatari hanno firmato «${i.title}». I documenti firmati e il protocollo di firma sono pronti da scaricare.`,
    label: 'Scarica i documenti firmati',
    verifyText: 'Chi riceve i documenti firmati può verificarne le firme, senza account:',
    verifyLabel: 'Verificare un documento firmato',
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
    link: { text: text.verifyText, label: text.verifyLabel, url: input.verifyUrl },
  });
}
