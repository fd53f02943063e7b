// GET /v2/direct/businesses/{businessId}/public-information: the branding of the business that
// sent the link's request (its name, logo and support contact), for the direct signer. Only the
// sender's business: 404 for any other id.
import { senderBusinessPublicInformation } from '../../business/index.ts';
import { notFound } from '../../../domain-errors.ts';
import { findRequest } from '../../signature-requests/index.ts';
import type { Handler } from '../../handler.ts';

export const getDirectBusinessPublicInformation: Handler<
  'getDirectBusinessPublicInformation'
> = async (request, _reply, ctx, caller) => {
  const signer = caller;
  const signed = await findRequest(ctx.db, signer.requestId);
  const info = signed
    ? await senderBusinessPublicInformation(ctx, signed.sender_id, request.params.businessId)
    : undefined;
  if (!info) throw notFound('The business does not exist or did not send this request.');
  return info;
};
