// POST /v1/businesses/{businessId}/domains: claims a domain for the business (admins only; 409
// domain_taken when it belongs to a business) and checks its DNS TXT record at once.
import type { Handler } from '../../handler.ts';
import { addDomain } from '../domains.ts';

export const addBusinessDomain: Handler<'addBusinessDomain'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const list = await addDomain(ctx, caller.userId, request.params.businessId, request.body.domain);
  reply.code(201);
  return list;
};
