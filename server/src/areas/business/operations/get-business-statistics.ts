// GET /v2/businesses/{businessId}/statistics: counts of the business (admins only).
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { statistics } from '../lifecycle.ts';

export const getBusinessStatistics: Handler<'getBusinessStatistics'> = async (
  request,
  _reply,
  ctx,
) => statistics(ctx, currentUser(request).userId, request.params.businessId);
