// The mails of the lifecycle, in each recipient's language: invitations (initiate, a signer added
// to an open request, a delegate), reminders, and the notices of a decline, a withdrawal and the
// completion. A signer without an account gets its direct link; everyone else a link into the
// app. Invitations and notices are sent after the change is stored (../lifecycle.ts): a mail that
// fails is logged (the sender can remind), except reminders, whose failure is the answer.
import type { AppContext } from '../../../context.ts';
import { findUserByEmail } from '../../auth/index.ts';
import { displayName, type RequestParts, type SignerRow } from '../rules.ts';
import { rememberContact } from '../store/contacts.ts';
import { readAttributes, userLanguage } from '../../user/index.ts';
import { completedMail } from './signature-request-completed.ts';
import { declinedMail } from './signature-request-declined.ts';
import { invitationMail } from './signature-request-invitation.ts';
import type { RenderedMail } from '../../../mail/templates/layout.ts';
import { reminderMail } from './signature-request-reminder.ts';
import { withdrawnMail } from './signature-request-withdrawn.ts';

/** Where a signer's mail goes: the account's e-mail once claimed, else the e-mail it was sent to. */
export const mailAddress = (signer: Pick<SignerRow, 'account_email' | 'email'>) =>
  signer.account_email ?? signer.email;

/** The link a signer opens: the direct link without an account, the request in the app with one. */
export function signerLink(ctx: AppContext, requestId: string, signer: SignerRow): string {
  const base = ctx.config.publicUrl;
  return signer.account_email === null
    ? `${base}/direct-sign/${requestId}/${signer.link_key}`
    : `${base}/view/${requestId}`;
}

export const sendtoLink = (ctx: AppContext, sendtoId: string) =>
  `${ctx.config.publicUrl}/sendto/${sendtoId}`;

/** A recipient's language: the signer's own (direct link), else its account's `lang` attribute. */
async function languageOf(ctx: AppContext, email: string, own?: string | null) {
  if (own) return own;
  const user = await findUserByEmail(ctx.db, email);
  return user ? userLanguage(readAttributes(user)) : 'en';
}

async function send(ctx: AppContext, to: string, mail: RenderedMail): Promise<void> {
  await ctx.mailer.send({ to, ...mail });
}

async function sendLogged(ctx: AppContext, to: string, mail: RenderedMail, what: string) {
  try {
    await send(ctx, to, mail);
  } catch (error) {
    ctx.log.error({ err: error, to }, `${what} mail failed`);
  }
}

const senderName = (parts: RequestParts) =>
  displayName(parts.sender.first_name, parts.sender.last_name) ?? parts.sender.email;

function directLanguage(signer: SignerRow): string | null {
  if (signer.account_email !== null) return null;
  return signer.language ?? readAttributes({ attributes: signer.attributes }).lang?.[0] ?? null;
}

async function invitationFor(
  ctx: AppContext,
  parts: RequestParts,
  signer: SignerRow,
  options: { reminder?: boolean; delegatedBy?: string; message?: string | null },
): Promise<RenderedMail> {
  const input = {
    lang: await languageOf(ctx, mailAddress(signer), directLanguage(signer)),
    recipientName: signer.name,
    senderName: senderName(parts),
    title: parts.request.title,
    message: options.message !== undefined ? options.message : parts.request.message,
    url: signerLink(ctx, parts.request.id, signer),
    ...(signer.account_email === null && signer.sendto_id
      ? { sendtoUrl: sendtoLink(ctx, signer.sendto_id) }
      : {}),
  };
  return options.reminder
    ? reminderMail(input)
    : invitationMail({ ...input, delegatedBy: options.delegatedBy });
}

/**
 * Invites `signers` (initiate, added to an open request, delegate) and counts each as a contact
 * of `contactOwnerId` for the e-mail autocomplete.
 */
export async function sendInvitations(
  ctx: AppContext,
  parts: RequestParts,
  signers: SignerRow[],
  options: { contactOwnerId: string; delegatedBy?: string; message?: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  for (const signer of signers) {
    await rememberContact(
      ctx.db,
      options.contactOwnerId,
      {
        email: mailAddress(signer),
        name: signer.name,
      },
      now,
    );
    const mail = await invitationFor(ctx, parts, signer, options);
    await sendLogged(ctx, mailAddress(signer), mail, 'invitation');
  }
}

/** Reminds each signer; answers those whose mail went out and those whose mail failed. */
export async function sendReminders(
  ctx: AppContext,
  parts: RequestParts,
  signers: SignerRow[],
): Promise<{ sent: SignerRow[]; failed: SignerRow[] }> {
  const sent: SignerRow[] = [];
  const failed: SignerRow[] = [];
  for (const signer of signers) {
    try {
      await send(
        ctx,
        mailAddress(signer),
        await invitationFor(ctx, parts, signer, { reminder: true }),
      );
      sent.push(signer);
    } catch (error) {
      ctx.log.error({ err: error, to: mailAddress(signer) }, 'reminder mail failed');
      failed.push(signer);
    }
  }
  return { sent, failed };
}

/** Tells the sender and the other signers that `decliner` declined, with the message. */
export async function notifyDeclined(
  ctx: AppContext,
  parts: RequestParts,
  decliner: { name: string; email: string },
  message: string,
): Promise<void> {
  const recipients = [
    {
      email: parts.sender.email,
      name: senderName(parts),
      url: `${ctx.config.publicUrl}/view/${parts.request.id}`,
      own: null as string | null,
    },
    ...parts.signers.map((s) => ({
      email: mailAddress(s),
      name: s.name,
      url: signerLink(ctx, parts.request.id, s),
      own: directLanguage(s),
    })),
  ].filter(
    (r, i, all) => r.email !== decliner.email && all.findIndex((o) => o.email === r.email) === i,
  );
  for (const r of recipients) {
    const mail = declinedMail({
      lang: await languageOf(ctx, r.email, r.own),
      recipientName: r.name,
      declinedBy: decliner.name,
      title: parts.request.title,
      message,
      url: r.url,
    });
    await sendLogged(ctx, r.email, mail, 'declined');
  }
}

/** Tells the signers who had not signed that the sender withdrew the request. */
export async function notifyWithdrawn(
  ctx: AppContext,
  parts: RequestParts,
  message: string,
): Promise<void> {
  for (const signer of parts.signers.filter((s) => s.status === 'OPEN')) {
    const mail = withdrawnMail({
      lang: await languageOf(ctx, mailAddress(signer), directLanguage(signer)),
      recipientName: signer.name,
      senderName: senderName(parts),
      title: parts.request.title,
      message,
    });
    await sendLogged(ctx, mailAddress(signer), mail, 'withdrawn');
  }
}

/**
 * For the signing code too: after markSigned answered `completed`, tells the sender and every
 * signer that the request is signed.
 */
export async function notifyCompleted(ctx: AppContext, parts: RequestParts): Promise<void> {
  const recipients = [
    {
      email: parts.sender.email,
      name: senderName(parts),
      url: `${ctx.config.publicUrl}/view/${parts.request.id}`,
      own: null as string | null,
    },
    ...parts.signers.map((s) => ({
      email: mailAddress(s),
      name: s.name,
      url: signerLink(ctx, parts.request.id, s),
      own: directLanguage(s),
    })),
  ].filter((r, i, all) => all.findIndex((o) => o.email === r.email) === i);
  for (const r of recipients) {
    const mail = completedMail({
      lang: await languageOf(ctx, r.email, r.own),
      recipientName: r.name,
      title: parts.request.title,
      signers: parts.signers.length,
      url: r.url,
    });
    await sendLogged(ctx, r.email, mail, 'completed');
  }
}
