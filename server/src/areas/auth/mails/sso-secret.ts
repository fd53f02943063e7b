// The e-mail with the one-time secret that links a first single-sign-on login to the account,
// and its sending to the account of an onboarding (30 minutes, ../rules/sso.ts).
import type { AppContext } from '../../../context.ts';
import { findUserById, readAttributes } from '../../user/index.ts';
import { onboardingNotFound, SSO_SECRET_MINUTES, type Onboarding } from '../rules/sso.ts';
import { providerName } from '../store/sso.ts';
import { deliver } from './deliver.ts';
import {
  mailLanguage,
  renderMail,
  type MailLanguage,
  type RenderedMail,
} from '../../../mail/templates/layout.ts';

export interface SsoSecretMailInput {
  lang: string | undefined;
  firstName: string;
  provider: string;
  secret: string;
  validMinutes: number;
}

const TEXTS: Record<
  MailLanguage,
  (input: SsoSecretMailInput) => {
    subject: string;
    greeting: string;
    paragraphs: string[];
    notes: string[];
  }
> = {
  en: ({ firstName, provider, validMinutes }) => ({
    subject: 'Your code to finish the single sign-on set-up',
    greeting: `Hello ${firstName}`,
    paragraphs: [
      `You signed in with ${provider} for the first time. Enter this code to link it to your account:`,
    ],
    notes: [
      `The code works for ${validMinutes} minutes.`,
      'If this was not you, ignore this e-mail.',
    ],
  }),
  de: ({ firstName, provider, validMinutes }) => ({
    subject: 'Ihr Code zum Abschluss der Single-Sign-on-Einrichtung',
    greeting: `Hallo ${firstName}`,
    paragraphs: [
      `Sie haben sich zum ersten Mal mit ${provider} angemeldet. Geben Sie diesen Code ein, um die Anmeldung mit Ihrem Konto zu verknüpfen:`,
    ],
    notes: [
      `Der Code ist ${validMinutes} Minuten gültig.`,
      'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.',
    ],
  }),
  fr: ({ firstName, provider, validMinutes }) => ({
    subject: "Votre code pour terminer la configuration de l'authentification unique",
    greeting: `Bonjour ${firstName}`,
    paragraphs: [
      `Vous vous êtes connecté avec ${provider} pour la première fois. Saisissez ce code pour le lier à votre compte :`,
    ],
    notes: [
      `Le code est valable ${validMinutes} minutes.`,
      "Si ce n'était pas vous, ignorez cet e-mail.",
    ],
  }),
  it: ({ firstName, provider, validMinutes }) => ({
    subject: "Il tuo codice per completare la configurazione dell'accesso unico",
    greeting: `Buongiorno ${firstName}`,
    paragraphs: [
      `Hai effettuato l'accesso con ${provider} per la prima volta. Inserisci questo codice per collegarlo al tuo account:`,
    ],
    notes: [
      `Il codice è valido per ${validMinutes} minuti.`,
      'Se non eri tu, ignora questa e-mail.',
    ],
  }),
};

export function ssoSecretMail(input: SsoSecretMailInput): RenderedMail {
  const language = mailLanguage(input.lang);
  const text = TEXTS[language](input);
  return renderMail(text.subject, {
    language,
    greeting: text.greeting,
    paragraphs: text.paragraphs,
    code: input.secret,
    notes: text.notes,
  });
}

/** Mails the onboarding's secret to its account's e-mail. */
export async function sendSsoSecret(
  ctx: AppContext,
  onboarding: Onboarding,
  secret: string,
): Promise<void> {
  const user = await findUserById(ctx.db, onboarding.user_id);
  if (!user) throw onboardingNotFound();
  await deliver(
    ctx,
    user.email,
    ssoSecretMail({
      lang: readAttributes(user).lang?.[0],
      firstName: user.first_name,
      provider: await providerName(ctx.db, onboarding.provider_domain),
      secret,
      validMinutes: SSO_SECRET_MINUTES,
    }),
  );
}
