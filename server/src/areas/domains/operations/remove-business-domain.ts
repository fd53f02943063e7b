// DELETE /v1/businesses/{businessId}/domains/{domain}: gives the domain up (admins only).
import type { Handler } from '../../handler.ts';
import { removeDomain } from '../domains.ts';

export const removeBusinessDomain: Handler<'removeBusinessDomain'> = async (
  request,
  _reply,
  ctx,
  caller,
) => removeDomain(ctx, caller.userId, request.params.businessId, request.params.domain);
