// POST /v2/businesses/{businessId}/chargebee/portal_session: CHARGEBEE businesses only (409
// otherwise); a session of the sandbox's Chargebee portal, or 503 where no Chargebee is connected.
import { adminBusiness, chargebeePortal } from '../data.ts';
import type { Handler } from '../../handler.ts';

export const createChargebeePortalSession: Handler<'createChargebeePortalSession'> = async (
  request,
  _reply,
  ctx,
  caller,
) => chargebeePortal(ctx, await adminBusiness(ctx, caller, request.params.businessId));
