// GET /v3/signature-requests/{requestId}/lock-status: whether a signature is being applied now.
import { lockStatus } from '../../domain/request-lock.ts';
import type { Handler } from '../types.ts';
import { userRelation } from './shared.ts';

export const getSignatureRequestLockStatus: Handler<'getSignatureRequestLockStatus'> = async (
  request,
) => {
  const { relation } = await userRelation(request, request.params.requestId);
  return lockStatus(relation.request);
};
