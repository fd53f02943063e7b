// GET /v1/businesses/{businessId}/domains: the domains with their verification (admins only).
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { listDomains } from '../domains.ts';

export const listBusinessDomains: Handler<'listBusinessDomains'> = async (request, _reply, ctx) =>
  listDomains(ctx, currentUser(request).userId, request.params.businessId);
