// GET /v1/businesses/{businessId}/admins: a page of the admins (admins only).
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { parseMemberSort } from '../rules.ts';
import { memberPage } from '../store/members.ts';
import { pageInfo, toMember } from '../to-contract.ts';

export const listBusinessAdmins: Handler<'listBusinessAdmins'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { businessId } = request.params;
  await requireBusinessAdmin(ctx, caller.userId, businessId);
  const { page = 0, size = 20, sort } = request.query;
  const order = parseMemberSort(sort);
  const { items, total } = await memberPage(ctx.db, businessId, {
    role: 'admin',
    sort: order.key,
    desc: order.desc,
    page,
    size,
  });
  return { items: items.map(toMember), page: pageInfo(page, size, total) };
};
