// POST /v1/request-confirmation: mails a new confirmation link (earlier links stop working).
// An e-mail without an account gets the same answer as one with an account and no mail; an
// already confirmed e-mail answers 409 (the contract says so). 3 per e-mail and 20 per address in
// 15 minutes, then 429.
import type { LimitCheck } from '../../../security/rate-limit.ts';
import { findUserByEmail, normalizeEmail } from '../../user/index.ts';
import { clientAddress } from '../client-address.ts';
import { sendConfirmation } from '../mails/confirmation.ts';
import { perAddress, takeAttempt } from '../rules/limits.ts';
import { assertNotConfirmed } from '../rules/registration.ts';
import type { Handler } from '../../handler.ts';

export const requestConfirmation: Handler<'requestConfirmation'> = async (request, _reply, ctx) => {
  const { mailPerEmail, mailPerAddress } = ctx.limiters;
  const email = normalizeEmail(request.body.email);
  const checks: LimitCheck[] = [
    [mailPerEmail, `confirm:${email}`],
    ...perAddress(mailPerAddress, clientAddress(request)),
  ];
  await takeAttempt(checks);

  const user = await findUserByEmail(ctx.db, email);
  assertNotConfirmed(user);
  if (user) await sendConfirmation(ctx, user);
  return { success: true, message: 'Confirmation e-mail sent.' };
};
