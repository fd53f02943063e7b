// GET /v2/businesses/{businessId}/activities/signatures: a page of the business's signature
// activity (admins only), with page, size, sort, start_date and end_date.
import type { Handler } from '../../handler.ts';
import { signatureActivities } from '../lists.ts';

export const listSignatureActivities: Handler<'listSignatureActivities'> = async (
  request,
  _reply,
  ctx,
  caller,
) => signatureActivities(ctx, caller.userId, request.params.businessId, request.query ?? {});
