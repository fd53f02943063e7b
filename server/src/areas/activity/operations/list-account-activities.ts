// GET /v2/businesses/{businessId}/activities/accounts: a page of the business's account
// activity (admins only), with page, size, sort, start_date and end_date.
import type { Handler } from '../../handler.ts';
import { accountActivities } from '../lists.ts';

export const listAccountActivities: Handler<'listAccountActivities'> = async (
  request,
  _reply,
  ctx,
  caller,
) => accountActivities(ctx, caller.userId, request.params.businessId, request.query ?? {});
