// POST /v1/businesses/{businessId}/domains/{domain}/verify: checks the DNS TXT record again.
import type { Handler } from '../../handler.ts';
import { verifyDomain } from '../domains.ts';

export const verifyBusinessDomain: Handler<'verifyBusinessDomain'> = async (
  request,
  _reply,
  ctx,
  caller,
) => verifyDomain(ctx, caller.userId, request.params.businessId, request.params.domain);
