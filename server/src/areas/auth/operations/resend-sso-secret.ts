// POST /api/resend/{ssoId}: a new secret e-mail for a pending onboarding (the previous secret
// stops working). Finished or cancelled: 409. 3 per onboarding in 15 minutes, then 429.
import { renewSecret } from '../sso.ts';
import { conflict } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { onboardingOr404, sendSsoSecret } from './sso-onboarding.ts';
import { assertNotLimited, clock } from '../support.ts';

export const resendSsoSecret: Handler<'resendSsoSecret'> = async (request, _reply, ctx) => {
  const onboarding = await onboardingOr404(ctx, request.params.ssoId);
  if (onboarding.status !== 'pending') {
    throw conflict(`The onboarding is ${onboarding.status}.`, 'invalid_transition');
  }
  const { ssoResend } = ctx.limiters;
  assertNotLimited([ssoResend, onboarding.id]);
  ssoResend.record(onboarding.id);
  const secret = await renewSecret(ctx.db, onboarding.id, clock);
  await sendSsoSecret(ctx, onboarding, secret);
  return { success: true, message: 'Secret e-mail sent.' };
};
