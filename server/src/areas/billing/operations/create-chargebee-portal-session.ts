// POST /v2/businesses/{businessId}/chargebee/portal_session: CHARGEBEE businesses only (409 otherwise).
import { adminBusiness, chargebeePortal } from '../data.ts';
import type { Handler } from '../../handler.ts';

export const createChargebeePortalSession: Handler<'createChargebeePortalSession'> = async (
  request,
  _reply,
  ctx,
) => chargebeePortal(await adminBusiness(ctx, request));
