// POST /v1/businesses/{businessId}/domains/{domain}/verify: checks the DNS TXT record again.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { verifyDomain } from '../domains.ts';

export const verifyBusinessDomain: Handler<'verifyBusinessDomain'> = async (request, _reply, ctx) =>
  verifyDomain(ctx, currentUser(request).userId, request.params.businessId, request.params.domain);
