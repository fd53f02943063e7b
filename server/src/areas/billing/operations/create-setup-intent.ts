// POST /v1/businesses/{businessId}/billing/setup-intent: a setup intent for a new payment method.
import { adminBusiness, createSetupIntent as create } from '../data.ts';
import type { Handler } from '../../handler.ts';

export const createSetupIntent: Handler<'createSetupIntent'> = async (
  request,
  _reply,
  ctx,
  caller,
) => ({
  setupIntent: await create(
    ctx,
    await adminBusiness(ctx, caller, request.params.businessId),
    request.body,
  ),
});
