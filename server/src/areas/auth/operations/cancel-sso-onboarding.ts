// POST /api/cancel/{ssoId}: cancels a pending onboarding (again: same answer); completed: 409.
import { finishOnboarding } from '../sso.ts';
import { conflict } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { onboardingOr404 } from './sso-onboarding.ts';
import { clock } from '../support.ts';

export const cancelSsoOnboarding: Handler<'cancelSsoOnboarding'> = async (request, _reply, ctx) => {
  const onboarding = await onboardingOr404(ctx, request.params.ssoId);
  if (onboarding.status === 'pending') {
    await finishOnboarding(ctx.db, onboarding.id, 'cancelled', clock);
  }
  const now = await onboardingOr404(ctx, onboarding.id);
  if (now.status === 'completed') {
    throw conflict('The onboarding is already completed.', 'invalid_transition');
  }
  return { success: true, message: 'Onboarding cancelled.' };
};
