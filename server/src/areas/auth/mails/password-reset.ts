// The e-mail with the link to set a new password (the app's /password-reset/new page), and its
// sending with a fresh one-time token (60 minutes, ../rules/tokens.ts).
import type { AppContext } from '../../../context.ts';
import { readAttributes, type UserRow } from '../../user/index.ts';
import { RESET_TOKEN_MINUTES } from '../rules/tokens.ts';
import { issueEmailToken } from '../store/email-tokens.ts';
import { queueMail } from './deliver.ts';
import {
  renderActionMail,
  type ActionMailTexts,
  type RenderedMail,
} from '../../../mail/templates/layout.ts';

export interface PasswordResetMailInput {
  lang: string | undefined;
  firstName: string;
  /** `${publicUrl}/password-reset/new?token=…` */
  url: string;
  validMinutes: number;
}

const TEXTS: ActionMailTexts<PasswordResetMailInput> = {
  en: ({ firstName, validMinutes }) => ({
    subject: 'Reset your password',
    greeting: `Hello ${firstName}`,
    paragraphs: ['We received a request to reset the password of your account.'],
    label: 'Set a new password',
    notes: [
      `The link works once and for ${validMinutes} minutes.`,
      'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
    ],
  }),
  de: ({ firstName, validMinutes }) => ({
    subject: 'Passwort zurücksetzen',
    greeting: `Hallo ${firstName}`,
    paragraphs: ['Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen.'],
    label: 'Neues Passwort festlegen',
    notes: [
      `Der Link funktioniert einmal und ${validMinutes} Minuten lang.`,
      'Wenn Sie das nicht angefragt haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    ],
  }),
  fr: ({ firstName, validMinutes }) => ({
    subject: 'Réinitialisez votre mot de passe',
    greeting: `Bonjour ${firstName}`,
    paragraphs: [
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
    ],
    label: 'Définir un nouveau mot de passe',
    notes: [
      `Le lien fonctionne une seule fois, pendant ${validMinutes} minutes.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    ],
  }),
  it: ({ firstName, validMinutes }) => ({
    subject: 'Reimposta la tua password',
    greeting: `Buongiorno ${firstName}`,
    paragraphs: ['Abbiamo ricevuto una richiesta di reimpostare la password del tuo account.'],
    label: 'Imposta una nuova password',
    notes: [
      `Il link funziona una sola volta, per ${validMinutes} minuti.`,
      'Se non hai fatto tu questa richiesta, ignora questa e-mail: la tua password resta invariata.',
    ],
  }),
};

export function passwordResetMail(input: PasswordResetMailInput): RenderedMail {
  return renderActionMail(TEXTS, input);
}

/** Issues a reset token and mails the link to the app's /password-reset/new page. */
export async function sendPasswordReset(ctx: AppContext, user: UserRow): Promise<void> {
  // The token and its mail are stored together: neither goes without the other.
  await ctx.mailQueue.transaction(async (trx) => {
    const token = await issueEmailToken(trx, user.id, 'reset', ctx.clock.now());
    const url = `${ctx.config.publicUrl}/password-reset/new?token=${encodeURIComponent(token)}`;
    await queueMail(
      ctx,
      trx,
      user.email,
      passwordResetMail({
        lang: readAttributes(user).lang?.[0],
        firstName: user.first_name,
        url,
        validMinutes: RESET_TOKEN_MINUTES,
      }),
    );
  });
}
