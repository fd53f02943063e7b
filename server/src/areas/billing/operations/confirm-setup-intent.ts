// POST /v1/businesses/{businessId}/billing/setup-intent/{intentId}: the intent's method becomes the default.
import { adminBusiness, confirmSetupIntent as confirm } from '../data.ts';
import type { Handler } from '../../handler.ts';

export const confirmSetupIntent: Handler<'confirmSetupIntent'> = async (
  request,
  _reply,
  ctx,
  caller,
) =>
  confirm(
    ctx,
    await adminBusiness(ctx, caller, request.params.businessId),
    request.params.intentId,
  );
