// GET /v2/businesses/{businessId}/activities/identifications: a page of the business's identification
// activity (admins only), with page, size, sort, start_date and end_date.
import type { Handler } from '../../handler.ts';
import { identificationActivities } from '../lists.ts';

export const listIdentificationActivities: Handler<'listIdentificationActivities'> = async (
  request,
  _reply,
  ctx,
  caller,
) => identificationActivities(ctx, caller.userId, request.params.businessId, request.query ?? {});
