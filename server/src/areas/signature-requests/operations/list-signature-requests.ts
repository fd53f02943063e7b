// GET /v3/signature-requests?filter=&search=&page=&size=&sort=: a page of the caller's requests,
// filtered as seed 000 §7 "GET list with filters" (see listCondition in the store).
import { listRequests, loadParts } from '../store.ts';
import { pageInfo, parseSort, toSignatureRequest } from '../rules.ts';
import { invalidInput } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { callerUser } from '../caller.ts';

export const listSignatureRequests: Handler<'listSignatureRequests'> = async (
  request,
  _reply,
  ctx,
) => {
  const user = await callerUser(ctx, request);
  const query = request.query ?? {};
  const sort = parseSort(query.sort);
  if ('error' in sort) {
    throw invalidInput(`Unknown sort field: ${sort.error}.`, [
      { pointer: '/query/sort', detail: sort.error, code: 'enum' },
    ]);
  }
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const { rows, total } = await listRequests(ctx.db, {
    user,
    filter: query.filter,
    search: query.search?.trim() || undefined,
    page,
    size,
    sort,
  });
  const parts = await loadParts(ctx.db, rows);
  return { items: parts.map(toSignatureRequest), page: pageInfo(page, size, total) };
};
