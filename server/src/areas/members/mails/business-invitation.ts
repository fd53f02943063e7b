// The invitation into a business: who invites, into which business, and the /invite/{id} link
// where the invitee accepts (after logging in, or after signing up with the invited address).
// In the invitee's language (the account's, else the inviting admin's).
import {
  renderActionMail,
  type MailLanguage,
  type RenderedMail,
} from '../../../mail/templates/layout.ts';

export interface BusinessInvitationMailInput {
  lang: string | undefined;
  recipientName: string | null;
  inviterName: string;
  businessName: string;
  admin: boolean;
  url: string;
  expiresOn: string;
}

interface Texts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  label: string;
  notes: string[];
}

const TEXTS: Record<MailLanguage, (i: BusinessInvitationMailInput) => Texts> = {
  en: (i) => ({
    subject: `${i.inviterName} invites you to join ${i.businessName}`,
    greeting: i.recipientName ? `Hello ${i.recipientName}` : 'Hello',
    paragraphs: [
      `${i.inviterName} invites you to join ${i.businessName} as ${i.admin ? 'an admin' : 'a member'}.`,
      'Log in with this e-mail address, or create an account with it, and accept the invitation.',
    ],
    label: 'Accept the invitation',
    notes: [`The invitation is valid until ${i.expiresOn}.`],
  }),
  de: (i) => ({
    subject: `${i.inviterName} lädt Sie zu ${i.businessName} ein`,
    greeting: i.recipientName ? `Hallo ${i.recipientName}` : 'Guten Tag',
    paragraphs: [
      `${i.inviterName} lädt Sie ein, ${i.businessName} als ${i.admin ? 'Administrator/in' : 'Mitglied'} beizutreten.`,
      'Melden Sie sich mit dieser E-Mail-Adresse an oder erstellen Sie damit ein Konto, und nehmen Sie die Einladung an.',
    ],
    label: 'Einladung annehmen',
    notes: [`Die Einladung ist gültig bis ${i.expiresOn}.`],
  }),
  fr: (i) => ({
    subject: `${i.inviterName} vous invite à rejoindre ${i.businessName}`,
    greeting: i.recipientName ? `Bonjour ${i.recipientName}` : 'Bonjour',
    paragraphs: [
      `${i.inviterName} vous invite à rejoindre ${i.businessName} en tant que ${i.admin ? 'administrateur' : 'membre'}.`,
      'Connectez-vous avec cette adresse e-mail, ou créez un compte avec elle, et acceptez l’invitation.',
    ],
    label: 'Accepter l’invitation',
    notes: [`L’invitation est valable jusqu’au ${i.expiresOn}.`],
  }),
  it: (i) => ({
    subject: `${i.inviterName} ti invita a unirti a ${i.businessName}`,
    greeting: i.recipientName ? `Buongiorno ${i.recipientName}` : 'Buongiorno',
    paragraphs: [
      `${i.inviterName} ti invita a unirti a ${i.businessName} come ${i.admin ? 'amministratore' : 'membro'}.`,
      'Accedi con questo indirizzo e-mail, oppure crea un account con esso, e accetta l’invito.',
    ],
    label: 'Accetta l’invito',
    notes: [`L’invito è valido fino al ${i.expiresOn}.`],
  }),
};

export function businessInvitationMail(input: BusinessInvitationMailInput): RenderedMail {
  return renderActionMail(TEXTS, input);
}
