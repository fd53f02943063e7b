// POST /api/cancel/{ssoId}: cancels a pending onboarding (again: same answer); completed: 409.
// The session the SSO login started for it ends: the person refused the link.
import { assertCancelled, foundOnboarding } from '../rules/sso.ts';
import { findOnboarding, finishOnboarding, revokeOnboardingSessions } from '../store/sso.ts';
import type { Handler } from '../../handler.ts';

export const cancelSsoOnboarding: Handler<'cancelSsoOnboarding'> = async (request, _reply, ctx) => {
  const onboarding = foundOnboarding(await findOnboarding(ctx.db, request.params.ssoId));
  const now = ctx.clock.now();
  if (onboarding.status === 'pending') {
    await finishOnboarding(ctx.db, onboarding.id, 'cancelled', now);
  }
  assertCancelled(foundOnboarding(await findOnboarding(ctx.db, onboarding.id)));
  await revokeOnboardingSessions(ctx.db, onboarding.id, now);
  return { success: true, message: 'Onboarding cancelled.' };
};
