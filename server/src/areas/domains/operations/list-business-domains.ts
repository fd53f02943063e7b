// GET /v1/businesses/{businessId}/domains: the domains with their verification (admins only).
import type { Handler } from '../../handler.ts';
import { listDomains } from '../domains.ts';

export const listBusinessDomains: Handler<'listBusinessDomains'> = async (
  request,
  _reply,
  ctx,
  caller,
) => listDomains(ctx, caller.userId, request.params.businessId);
