// POST /v1/direct/tan/check: whether the TAN the direct signer entered matches. 200 with the
// attempts left; 422 tan_invalid (the detail gives the attempts left) or tan_expired; 409
// tan_locked once too many wrong TANs were entered (overlays "TAN invalid", "TAN expired", "TAN
// locked"). A matching TAN stays usable for POST /v3/direct/sign until it expires.
import { confirmTan } from '../../signing/index.ts';
import type { Handler } from '../../handler.ts';
import { directParty } from '../caller.ts';

export const checkDirectTan: Handler<'checkDirectTan'> = async (request, _reply, ctx, caller) => {
  const party = await directParty(ctx, caller);
  return { valid: true, ...(await confirmTan(ctx, party, request.body.tan)) };
};
