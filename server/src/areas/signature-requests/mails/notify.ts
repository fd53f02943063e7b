// The mails of the lifecycle, in each recipient's language: invitations (initiate, a signer added
// to an open request, a delegate), reminders, and the notices of a decline, a withdrawal and the
// completion. A signer without an account gets its direct link (its key derived again for every
// mail, never stored); everyone else a link into the app. Invitations and notices are queued in
// the transaction of the change that causes them (ctx.mailQueue, the `trx` argument), so they go
// out if and only if the change commits, retried until delivered; reminders are sent at once and
// their failure is the answer (docs/product.md#errors 'Failed to remind signers').
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/connect.ts';
import { findUserByEmail } from '../../auth/index.ts';
import { displayName, type RequestParts, type SignerRow } from '../rules/requests.ts';
import { rememberContact } from '../store/contacts.ts';
import { readAttributes, userLanguage } from '../../user/index.ts';
import { isApiUserEmail } from '../../api-users/index.ts';
import { brandingOfUser } from '../../business/index.ts';
import { completionAttachments } from './completion-attachments.ts';
import { completedMail } from './signature-request-completed.ts';
import { declinedMail } from './signature-request-declined.ts';
import { invitationMail } from './signature-request-invitation.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
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
    ? `${base}/direct-sign/${requestId}/${ctx.linkKeys.keyFor(signer)}`
    : `${base}/view/${requestId}`;
}

export const sendtoLink = (ctx: AppContext, sendtoId: string) =>
  `${ctx.config.publicUrl}/sendto/${sendtoId}`;

/**
 * A recipient's language: the signer's own (direct link), else its account's `lang` attribute.
 * `db` is the change's transaction when the mail is queued in one.
 */
export async function languageOf(db: Db, email: string, own?: string | null) {
  if (own) return own;
  const user = await findUserByEmail(db, email);
  return user ? userLanguage(readAttributes(user)) : 'en';
}

export const message = (to: string, mail: RenderedMail): MailMessage => ({ to, ...mail });

export const senderName = (parts: RequestParts) =>
  displayName(parts.sender.first_name, parts.sender.last_name) ?? parts.sender.email;

export function directLanguage(signer: SignerRow): string | null {
  if (signer.account_email !== null) return null;
  return signer.language ?? readAttributes({ attributes: signer.attributes }).lang?.[0] ?? null;
}

export async function invitationFor(
  ctx: AppContext,
  db: Db,
  parts: RequestParts,
  signer: SignerRow,
  options: { reminder?: boolean; delegatedBy?: string; message?: string | null },
): Promise<RenderedMail> {
  const input = {
    lang: await languageOf(db, mailAddress(signer), directLanguage(signer)),
    recipientName: signer.name,
    senderName: senderName(parts),
    title: parts.request.title,
    message: options.message !== undefined ? options.message : parts.request.message,
    url: signerLink(ctx, parts.request.id, signer),
    ...(signer.account_email === null && signer.sendto_id
      ? { sendtoUrl: sendtoLink(ctx, signer.sendto_id) }
      : {}),
  };
  const brand = await brandingOfUser({ ...ctx, db }, parts.request.sender_id);
  return options.reminder
    ? reminderMail(input)
    : invitationMail({
        ...input,
        delegatedBy: options.delegatedBy,
        ...(brand ? { brand: { name: brand.name, logo: brand.logo } } : {}),
      });
}

/**
 * Queues the invitations of `signers` (initiate, added to an open request, delegate) in `trx`,
 * and counts each as a contact of `contactOwnerId` for the e-mail autocomplete.
 */
export async function queueInvitations(
  ctx: AppContext,
  trx: Db,
  parts: RequestParts,
  signers: SignerRow[],
  options: { contactOwnerId: string; delegatedBy?: string; message?: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  const mails: MailMessage[] = [];
  for (const signer of signers) {
    await rememberContact(
      trx,
      options.contactOwnerId,
      {
        email: mailAddress(signer),
        name: signer.name,
      },
      now,
    );
    mails.push(message(mailAddress(signer), await invitationFor(ctx, trx, parts, signer, options)));
  }
  await ctx.mailQueue.add(trx, mails);
}

/**
 * Reminds each signer at once; answers those whose mail went out and those whose mail failed
 * (a failed reminder is dropped, not retried: the answer tells the sender to try again).
 */
export async function sendReminders(
  ctx: AppContext,
  parts: RequestParts,
  signers: SignerRow[],
): Promise<{ sent: SignerRow[]; failed: SignerRow[] }> {
  const mails: MailMessage[] = [];
  for (const signer of signers) {
    const mail = await invitationFor(ctx, ctx.db, parts, signer, { reminder: true });
    mails.push(message(mailAddress(signer), mail));
  }
  const outcomes = await ctx.mailQueue.sendNow(mails);
  return {
    sent: signers.filter((_, i) => outcomes[i]),
    failed: signers.filter((_, i) => !outcomes[i]),
  };
}

/** Queues in `trx` the notice to the sender and the other signers that `decliner` declined. */
export async function queueDeclined(
  ctx: AppContext,
  trx: Db,
  parts: RequestParts,
  decliner: { name: string; email: string },
  reason: string,
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
    (r, i, all) =>
      r.email !== decliner.email &&
      all.findIndex((o) => o.email === r.email) === i &&
      !isApiUserEmail(r.email),
  );
  const mails: MailMessage[] = [];
  for (const r of recipients) {
    const mail = declinedMail({
      lang: await languageOf(trx, r.email, r.own),
      recipientName: r.name,
      declinedBy: decliner.name,
      title: parts.request.title,
      message: reason,
      url: r.url,
    });
    mails.push(message(r.email, mail));
  }
  await ctx.mailQueue.add(trx, mails);
}

/** Queues in `trx` the notice to the signers who had not signed that the sender withdrew. */
export async function queueWithdrawn(
  ctx: AppContext,
  trx: Db,
  parts: RequestParts,
  reason: string,
): Promise<void> {
  const mails: MailMessage[] = [];
  for (const signer of parts.signers.filter((s) => s.status === 'OPEN')) {
    const mail = withdrawnMail({
      lang: await languageOf(trx, mailAddress(signer), directLanguage(signer)),
      recipientName: signer.name,
      senderName: senderName(parts),
      title: parts.request.title,
      message: reason,
    });
    mails.push(message(mailAddress(signer), mail));
  }
  await ctx.mailQueue.add(trx, mails);
}

/**
 * Queues in `trx` the notice to the sender, every signer and every observer that the
 * request is signed. Observers may have no account to open the link with: their mail carries the
 * signed documents whatever the business's attachment setting (within its size limit).
 */
export async function queueCompleted(ctx: AppContext, trx: Db, parts: RequestParts) {
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
    ...parts.observers.map((o) => ({
      email: o.email,
      name: o.name,
      url: `${ctx.config.publicUrl}/view/${parts.request.id}`,
      own: null as string | null,
      observer: true,
    })),
  ]
    .filter((r, i, all) => all.findIndex((o) => o.email === r.email) === i)
    // An API user's account has no mailbox (its e-mail is a reserved .invalid address).
    .filter((r) => !isApiUserEmail(r.email));
  const attachments = await completionAttachments(ctx, trx, parts);
  const observed = recipients.some((r) => 'observer' in r)
    ? await completionAttachments(ctx, trx, parts, { signedDocuments: true })
    : [];
  const mails: MailMessage[] = [];
  for (const r of recipients) {
    const files = 'observer' in r ? observed : attachments;
    const mail = completedMail({
      lang: await languageOf(trx, r.email, r.own),
      recipientName: r.name,
      title: parts.request.title,
      signers: parts.signers.length,
      url: r.url,
      verifyUrl: `${ctx.config.publicUrl}/verify`,
    });
    mails.push({ ...message(r.email, mail), ...(files.length ? { attachments: files } : {}) });
  }
  await ctx.mailQueue.add(trx, mails);
}

/**
 * For the signing code: after markSigned answered `completed`, queues the completion notices in
 * a transaction of their own and delivers them. (Queued in markSigned's own transaction with
 * queueCompleted, a crash between the two could not lose them.)
 */
export async function notifyCompleted(ctx: AppContext, parts: RequestParts): Promise<void> {
  await ctx.mailQueue.transaction((trx) => queueCompleted(ctx, trx, parts));
}
