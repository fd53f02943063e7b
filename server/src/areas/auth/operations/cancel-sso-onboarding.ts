// POST /api/cancel/{ssoId}: cancels a pending onboarding (again: same answer); completed: 409.
import { assertCancelled, foundOnboarding } from '../rules/sso.ts';
import { findOnboarding, finishOnboarding } from '../store/sso.ts';
import type { Handler } from '../../handler.ts';

export const cancelSsoOnboarding: Handler<'cancelSsoOnboarding'> = async (request, _reply, ctx) => {
  const onboarding = foundOnboarding(await findOnboarding(ctx.db, request.params.ssoId));
  if (onboarding.status === 'pending') {
    await finishOnboarding(ctx.db, onboarding.id, 'cancelled', ctx.clock.now());
  }
  assertCancelled(foundOnboarding(await findOnboarding(ctx.db, onboarding.id)));
  return { success: true, message: 'Onboarding cancelled.' };
};
