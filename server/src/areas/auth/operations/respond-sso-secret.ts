// POST /api/respond/{ssoId}: the e-mailed secret completes the onboarding and turns on SSO for
// the account. A wrong or expired secret answers 422; 5 wrong secrets in 15 minutes lock the
// onboarding (429); finished or cancelled onboardings answer 409.
import { assertNotLimited } from '../rules/limits.ts';
import {
  assertPending,
  checkSecret,
  foundOnboarding,
  noLongerPending,
  refusedSecret,
} from '../rules/sso.ts';
import { completeOnboarding, findOnboarding } from '../store/sso.ts';
import type { Handler } from '../../handler.ts';

export const respondSsoSecret: Handler<'respondSsoSecret'> = async (request, _reply, ctx) => {
  const onboarding = foundOnboarding(await findOnboarding(ctx.db, request.params.ssoId));
  assertPending(onboarding);
  const { ssoSecretFailures } = ctx.limiters;
  await assertNotLimited([ssoSecretFailures, onboarding.id]);
  const now = ctx.clock.now();
  const verdict = checkSecret(onboarding, request.body.secret, now);
  if (verdict !== 'ok') {
    if (verdict === 'wrong') await ssoSecretFailures.record(onboarding.id);
    throw refusedSecret(verdict);
  }
  if (!(await completeOnboarding(ctx.db, onboarding, now))) throw noLongerPending();
  await ssoSecretFailures.clear(onboarding.id);
  return { ssoId: onboarding.id, status: 'completed', redirectUrl: '/dashboard' };
};
