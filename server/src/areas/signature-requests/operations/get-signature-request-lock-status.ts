// GET /v3/signature-requests/{requestId}/lock-status: whether a signature is being applied now.
import type { Handler } from '../../handler.ts';
import { userRelation } from '../caller.ts';
import { lockStatus } from '../to-contract.ts';

export const getSignatureRequestLockStatus: Handler<'getSignatureRequestLockStatus'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { relation } = await userRelation(ctx, caller, request.params.requestId);
  return lockStatus(relation.request, ctx.clock.now());
};
