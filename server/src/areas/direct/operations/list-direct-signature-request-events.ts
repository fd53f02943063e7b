// GET /v3/direct/signature-requests/{requestId}/events: the trail of the link's request.
import { listEvents, toContractEvent } from '../../signature-requests/index.ts';
import type { Handler } from '../../handler.ts';
import { directPartyFor } from '../caller.ts';

export const listDirectSignatureRequestEvents: Handler<'listDirectSignatureRequestEvents'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const party = await directPartyFor(ctx, caller, request.params.requestId);
  const rows = await listEvents(ctx.db, party.request.id);
  return { requestId: party.request.id, events: rows.map(toContractEvent) };
};
