// POST /v1/request-reset: mails a reset link when the e-mail has an account. The answer is the
// same either way, and the limits count the e-mail whether or not it exists (3 per e-mail and 20
// per address in 15 minutes), so neither reveals an account.
import type { LimitCheck } from '../../../security/rate-limit.ts';
import { findUserByEmail, normalizeEmail } from '../../user/index.ts';
import { clientAddress } from '../client-address.ts';
import { sendPasswordReset } from '../mails/password-reset.ts';
import { perAddress, takeAttempt } from '../rules/limits.ts';
import type { Handler } from '../../handler.ts';

export const requestPasswordReset: Handler<'requestPasswordReset'> = async (
  request,
  _reply,
  ctx,
) => {
  const { mailPerEmail, mailPerAddress } = ctx.limiters;
  const email = normalizeEmail(request.body.email);
  const checks: LimitCheck[] = [
    [mailPerEmail, `reset:${email}`],
    ...perAddress(mailPerAddress, clientAddress(request)),
  ];
  await takeAttempt(checks);

  const user = await findUserByEmail(ctx.db, email);
  if (user) await sendPasswordReset(ctx, user);
  return { success: true, message: 'If the e-mail has an account, a reset e-mail is sent.' };
};
