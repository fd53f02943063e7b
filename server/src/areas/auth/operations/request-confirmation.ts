// POST /v1/request-confirmation: mails a new confirmation link (earlier links stop working).
// An e-mail without an account gets the same answer as one with an account and no mail; an
// already confirmed e-mail answers 409 (the contract says so). 3 per e-mail and 20 per address in
// 15 minutes, then 429.
import { findUserByEmail } from '../store.ts';
import { normalizeEmail } from '../../user/index.ts';
import { conflict } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { assertNotLimited, clientAddress, sendConfirmation } from '../support.ts';

export const requestConfirmation: Handler<'requestConfirmation'> = async (request, _reply, ctx) => {
  const { mailPerEmail, mailPerAddress } = ctx.limiters;
  const email = normalizeEmail(request.body.email);
  const address = clientAddress(request);
  const key = `confirm:${email}`;
  assertNotLimited([mailPerEmail, key], [mailPerAddress, address]);
  mailPerEmail.record(key);
  mailPerAddress.record(address);

  const user = await findUserByEmail(ctx.db, email);
  if (user?.email_verified) {
    throw conflict('This e-mail is already confirmed.', 'email_already_confirmed');
  }
  if (user) await sendConfirmation(ctx, user);
  return { success: true, message: 'Confirmation e-mail sent.' };
};
