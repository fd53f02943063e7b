// The invitation to sign a request, sent when the request is initiated, when a signer is added to
// an open request and to the delegate of a signature. A signer with an account gets a link to
// the request in the app (/view/<id>); a signer without one gets the direct link
// (/direct-sign/<id>/<key>) and, as a note, the /sendto/<id> link to claim it with an account.
import {
  renderActionMail,
  type MailParts,
  type MailLanguage,
  type RenderedMail,
} from '../../../mail/templates/layout.ts';

export interface InvitationMailInput {
  lang: string | undefined;
  recipientName: string | null;
  senderName: string;
  title: string;
  /** The sender's message to the signers (or the delegating signer's message). */
  message: string | null;
  url: string;
  /** Set for a signer without an account: the link to claim the request with an account. */
  sendtoUrl?: string;
  /** Set when a signer handed the signature over: the delegating signer's name. */
  delegatedBy?: string;
  /** A reminder instead of the first invitation. */
  reminder?: boolean;
  /** The sender's company branding (its business's logo). */
  brand?: MailParts['brand'];
}

interface Texts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  label: string;
  notes: string[];
}

const quoted = (message: string | null) => (message ? [`“${message}”`] : []);

const TEXTS: Record<MailLanguage, (input: InvitationMailInput) => Texts> = {
  en: (i) => ({
    subject: i.reminder
      ? `Reminder: please sign "${i.title}"`
      : i.delegatedBy
        ? `${i.delegatedBy} asks you to sign "${i.title}"`
        : `${i.senderName} asks you to sign "${i.title}"`,
    greeting: i.recipientName ? `Hello ${i.recipientName}` : 'Hello',
    paragraphs: [
      i.reminder
        ? `${i.senderName} reminds you that "${i.title}" is still waiting for your signature.`
        : i.delegatedBy
          ? `${i.delegatedBy} handed their signature on "${i.title}" (sent by ${i.senderName}) over to you.`
          : `${i.senderName} sent you "${i.title}" to sign.`,
      ...quoted(i.message),
    ],
    label: 'Open and sign',
    notes: i.sendtoUrl
      ? [
          'The link is personal: do not forward this e-mail.',
          `Do you have an account? Add the request to it: ${i.sendtoUrl}`,
        ]
      : [],
  }),
  de: (i) => ({
    subject: i.reminder
      ? `Erinnerung: Bitte unterschreiben Sie «${i.title}»`
      : `${i.delegatedBy ?? i.senderName} bittet Sie, «${i.title}» zu unterschreiben`,
    greeting: i.recipientName ? `Hallo ${i.recipientName}` : 'Guten Tag',
    paragraphs: [
      i.reminder
        ? `${i.senderName} erinnert Sie daran, dass «${i.title}» noch auf Ihre Unterschrift wartet.`
        : i.delegatedBy
          ? `${i.delegatedBy} hat die eigene Unterschrift auf «${i.title}» (gesendet von ${i.senderName}) an Sie übergeben.`
          : `${i.senderName} hat Ihnen «${i.title}» zur Unterschrift gesendet.`,
      ...quoted(i.message),
    ],
    label: 'Öffnen und unterschreiben',
    notes: i.sendtoUrl
      ? [
          'Der Link ist persönlich: Leiten Sie diese E-Mail nicht weiter.',
          `Haben Sie ein Konto? Fügen Sie die Anfrage hinzu: ${i.sendtoUrl}`,
        ]
      : [],
  }),
  fr: (i) => ({
    subject: i.reminder
      ? `Rappel : veuillez signer « ${i.title} »`
      : `${i.delegatedBy ?? i.senderName} vous demande de signer « ${i.title} »`,
    greeting: i.recipientName ? `Bonjour ${i.recipientName}` : 'Bonjour',
    paragraphs: [
      i.reminder
        ? `${i.senderName} vous rappelle que « ${i.title} » attend toujours votre signature.`
        : i.delegatedBy
          ? `${i.delegatedBy} vous a transmis sa signature sur « ${i.title} » (envoyé par ${i.senderName}).`
          : `${i.senderName} vous a envoyé « ${i.title} » à signer.`,
      ...quoted(i.message),
    ],
    label: 'Ouvrir et signer',
    notes: i.sendtoUrl
      ? [
          'Le lien est personnel : ne transférez pas cet e-mail.',
          `Vous avez un compte ? Ajoutez-y la demande : ${i.sendtoUrl}`,
        ]
      : [],
  }),
  it: (i) => ({
    subject: i.reminder
      ? `Promemoria: firma «${i.title}»`
      : `${i.delegatedBy ?? i.senderName} ti chiede di firmare «${i.title}»`,
    greeting: i.recipientName ? `Buongiorno ${i.recipientName}` : 'Buongiorno',
    paragraphs: [
      i.reminder
        ? `${i.senderName} ti ricorda che «${i.title}» attende ancora la tua firma.`
        : i.delegatedBy
          ? `${i.delegatedBy} ti ha affidato la sua firma su «${i.title}» (inviato da ${i.senderName}).`
          : `${i.senderName} ti ha inviato «${i.title}» da firmare.`,
      ...quoted(i.message),
    ],
    label: 'Apri e firma',
    notes: i.sendtoUrl
      ? [
          'Il link è personale: non inoltrare questa e-mail.',
          `Hai un account? Aggiungi la richiesta al tuo account: ${i.sendtoUrl}`,
        ]
      : [],
  }),
};

export function invitationMail(input: InvitationMailInput): RenderedMail {
  return renderActionMail(TEXTS, input, input.brand ? { brand: input.brand } : {});
}
