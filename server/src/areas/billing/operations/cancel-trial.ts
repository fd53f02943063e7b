// POST /v1/businesses/{businessId}/cancel-trial: ends the trial of the business now (admins
// only; 409 business_not_trialing when it is not trialing). The business then needs a payment
// method (NEEDS_PAYMENT_METHOD); choosing a plan is billing's work (another issue).
import { cancelTrial as endTrial } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';

export const cancelTrial: Handler<'cancelTrial'> = async (request, _reply, ctx, caller) => {
  await endTrial(ctx, caller.userId, request.params.businessId);
  return { success: true, message: 'The trial is cancelled.' };
};
