// POST /v1/direct/tan/resend: a new 6-digit TAN to the direct signer's mobile (through the SMS
// provider; the sandbox delivers it to the mailbox page). The previous TAN stops working. 409
// when no signature of the signer waits for a TAN or no mobile number is known; 429 with
// Retry-After before resendAvailableAt.
import { resendTan } from '../../signing/index.ts';
import type { Handler } from '../../handler.ts';
import { directParty } from '../caller.ts';

export const resendDirectTan: Handler<'resendDirectTan'> = async (_request, _reply, ctx, caller) =>
  resendTan(ctx, await directParty(ctx, caller));
