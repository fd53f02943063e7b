// GET /v2/businesses/{businessId}/activities/accounts: a page of the business's account
// activity (admins only), with page, size, sort, start_date and end_date.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { accountActivities } from '../lists.ts';

export const listAccountActivities: Handler<'listAccountActivities'> = async (
  request,
  _reply,
  ctx,
) =>
  accountActivities(
    ctx,
    currentUser(request).userId,
    request.params.businessId,
    request.query ?? {},
  );
