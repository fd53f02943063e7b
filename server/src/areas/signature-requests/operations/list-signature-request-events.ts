// GET /v3/signature-requests/{requestId}/events: the audit trail, oldest first (sender and
// signers).
import type { Handler } from '../../handler.ts';
import { userRelation } from '../caller.ts';
import { listEvents } from '../store/events.ts';
import { toContractEvent } from '../to-contract.ts';

export const listSignatureRequestEvents: Handler<'listSignatureRequestEvents'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { relation } = await userRelation(ctx, caller, request.params.requestId);
  const rows = await listEvents(ctx.db, relation.request.id);
  return { requestId: relation.request.id, events: rows.map(toContractEvent) };
};
