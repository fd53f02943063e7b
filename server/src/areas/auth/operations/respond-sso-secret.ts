// POST /api/respond/{ssoId}: the e-mailed secret completes the onboarding and turns on SSO for
// the account. A wrong or expired secret answers 422; 5 wrong secrets in 15 minutes lock the
// onboarding (429); finished or cancelled onboardings answer 409.
import { iso } from '../../../clock.ts';
import { checkSecret, finishOnboarding } from '../sso.ts';
import { conflict, ruleViolated } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { onboardingOr404 } from './sso-onboarding.ts';
import { assertNotLimited, clock } from '../support.ts';

export const respondSsoSecret: Handler<'respondSsoSecret'> = async (request, _reply, ctx) => {
  const onboarding = await onboardingOr404(ctx, request.params.ssoId);
  if (onboarding.status !== 'pending') {
    throw conflict(`The onboarding is ${onboarding.status}.`, 'invalid_transition');
  }
  const { ssoSecretFailures } = ctx.limiters;
  assertNotLimited([ssoSecretFailures, onboarding.id]);
  const verdict = checkSecret(onboarding, request.body.secret, clock);
  if (verdict === 'expired') {
    throw ruleViolated('The secret has expired. Ask for a new one.', 'secret_expired', [
      { pointer: '/body/secret', detail: 'expired', code: 'secret_expired' },
    ]);
  }
  if (verdict === 'wrong') {
    ssoSecretFailures.record(onboarding.id);
    throw ruleViolated('The secret is wrong.', 'wrong_secret', [
      { pointer: '/body/secret', detail: 'wrong secret', code: 'wrong_secret' },
    ]);
  }
  if (!(await finishOnboarding(ctx.db, onboarding.id, 'completed', clock))) {
    throw conflict('The onboarding is no longer pending.', 'invalid_transition');
  }
  await ctx.db
    .updateTable('users')
    .set({ has_sso: 1, updated_at: iso(clock.now()) })
    .where('id', '=', onboarding.user_id)
    .execute();
  ssoSecretFailures.clear(onboarding.id);
  return { ssoId: onboarding.id, status: 'completed', redirectUrl: '/dashboard' };
};
