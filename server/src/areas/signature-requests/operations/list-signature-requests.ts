// GET /v3/signature-requests?filter=&search=&page=&size=&sort=: a page of the caller's requests,
// filtered as docs/product.md#calls-signature-requests "GET list with filters" (the queries are in store/list.ts).
import type { Handler } from '../../handler.ts';
import { callerUser } from '../caller.ts';
import { listSort } from '../rules/requests.ts';
import { listRequestsWithParts } from '../store/list-prepared.ts';
import { pageInfo, toSignatureRequest } from '../to-contract.ts';

export const listSignatureRequests: Handler<'listSignatureRequests'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const user = await callerUser(ctx, caller);
  const query = request.query ?? {};
  const sort = listSort(query.sort);
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  // Through the read pool (db/read-pool.ts): a search or a deep page of a heavy caller is long.
  const { parts, total } = await listRequestsWithParts(ctx.reads, {
    user,
    filter: query.filter,
    search: query.search?.trim() || undefined,
    page,
    size,
    sort,
  });
  return { items: parts.map(toSignatureRequest), page: pageInfo(page, size, total) };
};
