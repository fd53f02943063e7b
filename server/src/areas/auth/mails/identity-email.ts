// The e-mail that confirms a new signer identity e-mail (PUT /v1/user, attribute
// signer_identity_email): sent to the new address, with a one-time link (48 hours,
// ../rules/tokens.ts) to the app's /signup/confirm page, which opens POST /v1/valid-confirmation.
// The address becomes the account's only when its mailbox opens the link.
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

export interface IdentityEmailMailInput {
  lang: string | undefined;
  /** Name and login e-mail of the account that asked for the address. */
  accountName: string;
  accountEmail: string;
  /** `${publicUrl}/signup/confirm?token=…` */
  url: string;
  validHours: number;
}

const TEXTS: ActionMailTexts<IdentityEmailMailInput> = {
  en: ({ accountName, accountEmail, validHours }) => ({
    subject: 'Confirm your signer e-mail address',
    greeting: 'Hello',
    paragraphs: [
      `The account ${accountName} (${accountEmail}) wants to use this address as its signer e-mail. Once confirmed, that account can open and sign the signature requests sent to this address.`,
      'Confirm only if that account is yours.',
    ],
    label: 'Confirm signer e-mail address',
    notes: [
      `The link works once and for ${validHours} hours.`,
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ],
  }),
  de: ({ accountName, accountEmail, validHours }) => ({
    subject: 'Bestätigen Sie Ihre Unterzeichner-E-Mail-Adresse',
    greeting: 'Hallo',
    paragraphs: [
      `Das Konto ${accountName} (${accountEmail}) möchte diese Adresse als Unterzeichner-E-Mail verwenden. Nach der Bestätigung kann dieses Konto die an diese Adresse gesendeten Signaturanfragen öffnen und unterzeichnen.`,
      'Bestätigen Sie nur, wenn es Ihr Konto ist.',
    ],
    label: 'Unterzeichner-E-Mail-Adresse bestätigen',
    notes: [
      `Der Link funktioniert einmal und ${validHours} Stunden lang.`,
      'Wenn Sie das nicht angefragt haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
    ],
  }),
  fr: ({ accountName, accountEmail, validHours }) => ({
    subject: 'Confirmez votre adresse e-mail de signataire',
    greeting: 'Bonjour',
    paragraphs: [
      `Le compte ${accountName} (${accountEmail}) souhaite utiliser cette adresse comme e-mail de signataire. Une fois confirmée, ce compte pourra ouvrir et signer les demandes de signature envoyées à cette adresse.`,
      "Ne confirmez que s'il s'agit de votre compte.",
    ],
    label: "Confirmer l'adresse e-mail de signataire",
    notes: [
      `Le lien fonctionne une seule fois, pendant ${validHours} heures.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : rien ne change.",
    ],
  }),
  it: ({ accountName, accountEmail, validHours }) => ({
    subject: 'Conferma il tuo indirizzo e-mail di firmatario',
    greeting: 'Buongiorno',
    paragraphs: [
      `L'account ${accountName} (${accountEmail}) vuole usare questo indirizzo come e-mail di firmatario. Dopo la conferma, quell'account potrà aprire e firmare le richieste di firma inviate a questo indirizzo.`,
      "Conferma solo se l'account è tuo.",
    ],
    label: 'Conferma indirizzo e-mail di firmatario',
    notes: [
      `Il link funziona una sola volta, per ${validHours} ore.`,
      'Se non hai fatto tu questa richiesta, ignora questa e-mail: non cambia nulla.',
    ],
  }),
};

export function identityEmailMail(input: IdentityEmailMailInput): RenderedMail {
  return renderActionMail(TEXTS, input);
}

/** Issues an identity_email token for `email` and mails its link to that address. */
export async function sendIdentityEmailConfirmation(
  ctx: AppContext,
  user: UserRow,
  email: string,
): Promise<void> {
  // The token and its mail are stored together: neither goes without the other.
  await ctx.mailQueue.transaction(async (trx) => {
    const token = await issueEmailToken(trx, user.id, 'identity_email', ctx.clock.now(), email);
    const url = `${ctx.config.publicUrl}/signup/confirm?token=${encodeURIComponent(token)}`;
    await queueMail(
      ctx,
      trx,
      email,
      identityEmailMail({
        lang: readAttributes(user).lang?.[0],
        accountName: `${user.first_name} ${user.last_name}`.trim(),
        accountEmail: user.email,
        url,
        validHours: CONFIRMATION_TOKEN_HOURS,
      }),
    );
  });
}
