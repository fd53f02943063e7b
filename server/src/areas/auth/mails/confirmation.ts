// The e-mail that confirms the address of a new account (link to the app's /signup/confirm page),
// and its sending with a fresh one-time token (48 hours, ../rules/tokens.ts).
import type { AppContext } from '../../../context.ts';
import { readAttributes, type UserRow } from '../../user/index.ts';
import { CONFIRMATION_TOKEN_HOURS } from '../rules/tokens.ts';
import { issueEmailToken } from '../store/email-tokens.ts';
import { queueMail } from './deliver.ts';
import {
  renderActionMail,
  type ActionMailTexts,
  type RenderedMail,
} from '../../../mail/templates/layout.ts';

export interface ConfirmationMailInput {
  lang: string | undefined;
  firstName: string;
  /** `${publicUrl}/signup/confirm?token=…` */
  url: string;
  validHours: number;
}

const TEXTS: ActionMailTexts<ConfirmationMailInput> = {
  en: ({ firstName, validHours }) => ({
    subject: 'Confirm your e-mail address',
    greeting: `Hello ${firstName}`,
    paragraphs: ['Thank you for signing up. Please confirm your e-mail address to finish.'],
    label: 'Confirm e-mail address',
    notes: [
      `The link works once and for ${validHours} hours.`,
      'If you did not sign up, ignore this e-mail.',
    ],
  }),
  de: ({ firstName, validHours }) => ({
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    greeting: `Hallo ${firstName}`,
    paragraphs: [
      'Vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse, um sie abzuschliessen.',
    ],
    label: 'E-Mail-Adresse bestätigen',
    notes: [
      `Der Link funktioniert einmal und ${validHours} Stunden lang.`,
      'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
    ],
  }),
  fr: ({ firstName, validHours }) => ({
    subject: 'Confirmez votre adresse e-mail',
    greeting: `Bonjour ${firstName}`,
    paragraphs: [
      'Merci de votre inscription. Veuillez confirmer votre adresse e-mail pour la terminer.',
    ],
    label: "Confirmer l'adresse e-mail",
    notes: [
      `Le lien fonctionne une seule fois, pendant ${validHours} heures.`,
      'Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
    ],
  }),
  it: ({ firstName, validHours }) => ({
    subject: 'Conferma il tuo indirizzo e-mail',
    greeting: `Buongiorno ${firstName}`,
    paragraphs: ['Grazie per la registrazione. Conferma il tuo indirizzo e-mail per completarla.'],
    label: 'Conferma indirizzo e-mail',
    notes: [
      `Il link funziona una sola volta, per ${validHours} ore.`,
      'Se non ti sei registrato, ignora questa e-mail.',
    ],
  }),
};

export function confirmationMail(input: ConfirmationMailInput): RenderedMail {
  return renderActionMail(TEXTS, input);
}

/**
 * Issues a confirmation token and mails the link to the app's /signup/confirm page. Answers
 * whether the mail went out at once; when not, it stays queued and is retried. `returnPath`: where
 * the app continues after the confirmation (the invitation a sign-up started from), carried by
 * the link as `redirect`.
 */
export async function sendConfirmation(
  ctx: AppContext,
  user: UserRow,
  returnPath?: string,
): Promise<boolean> {
  // The token and its mail are stored together: neither goes without the other.
  const queued = await ctx.mailQueue.transaction(async (trx) => {
    const token = await issueEmailToken(trx, user.id, 'confirm', ctx.clock.now());
    const back = returnPath ? `&redirect=${encodeURIComponent(returnPath)}` : '';
    const url = `${ctx.config.publicUrl}/signup/confirm?token=${encodeURIComponent(token)}${back}`;
    return queueMail(
      ctx,
      trx,
      user.email,
      confirmationMail({
        lang: readAttributes(user).lang?.[0],
        firstName: user.first_name,
        url,
        validHours: CONFIRMATION_TOKEN_HOURS,
      }),
    );
  });
  return ctx.mailQueue.delivered(queued);
}
