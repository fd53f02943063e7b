// POST /api/resend/{ssoId}: a new secret e-mail for a pending onboarding (the previous secret
// stops working). Finished or cancelled: 409. 3 per onboarding in 15 minutes, then 429.
import { sendSsoSecret } from '../mails/sso-secret.ts';
import { takeAttempt } from '../rules/limits.ts';
import { assertPending, foundOnboarding } from '../rules/sso.ts';
import { findOnboarding, renewSecret } from '../store/sso.ts';
import type { Handler } from '../../handler.ts';

export const resendSsoSecret: Handler<'resendSsoSecret'> = async (request, _reply, ctx) => {
  const onboarding = foundOnboarding(await findOnboarding(ctx.db, request.params.ssoId));
  assertPending(onboarding);
  const { ssoResend } = ctx.limiters;
  await takeAttempt([[ssoResend, onboarding.id]]);
  const secret = await renewSecret(ctx.db, onboarding.id, ctx.clock.now());
  await sendSsoSecret(ctx, onboarding, secret);
  return { success: true, message: 'Secret e-mail sent.' };
};
