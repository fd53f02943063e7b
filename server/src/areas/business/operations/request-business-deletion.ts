// DELETE /v2/businesses/{businessId}: schedules the deletion (admins only); it can be revoked
// until deletionScheduledAt (docs/product.md#states-billing), then the business is deleted and its members see the
// downgrade dialog at their next login.
import type { Handler } from '../../handler.ts';
import { requestDeletion } from '../lifecycle.ts';

export const requestBusinessDeletion: Handler<'requestBusinessDeletion'> = async (
  request,
  _reply,
  ctx,
  caller,
) => requestDeletion(ctx, caller.userId, request.params.businessId);
