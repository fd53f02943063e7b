// GET /v2/businesses/{businessId}/customextras: the extras of the business's contract as its
// settings have them (part 11, aes4biz, company branding, retention); admins only.
import type { Handler } from '../../handler.ts';
import { customExtras } from '../extras.ts';

export const getBusinessCustomExtras: Handler<'getBusinessCustomExtras'> = async (
  request,
  _reply,
  ctx,
  caller,
) => customExtras(ctx, caller.userId, request.params.businessId);
