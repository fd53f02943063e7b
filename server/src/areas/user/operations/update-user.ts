// PUT /v1/user: names, the attributes a user may change (an empty list removes one) and the
// signature defaults — "user or attributes" (seed 000 §7): a body without names (attributes or
// signature defaults only) keeps the current names; names that are sent are checked. Names fixed by an identification (immutable_eid_fields) cannot change (422);
// `it` is a language of direct signing only (seed 000 §1 "it is not selectable"), 422 here.
import { findUserById } from '../../auth/index.ts';
import { iso } from '../../../clock.ts';
import { checkedNames, readAttributes, toContractUser, withAttributes } from '../users.ts';
import { clock, loadCurrentUser } from '../../auth/index.ts';
import type { Handler } from '../../handler.ts';

export const updateUser: Handler<'updateUser'> = async (request, _reply, ctx) => {
  const db = ctx.db;
  const user = await loadCurrentUser(ctx, request);
  const body = request.body;
  const attributes = readAttributes(user);
  const names = checkedNames(
    body,
    { firstName: user.first_name, lastName: user.last_name },
    attributes,
    body.attributes?.lang?.includes('it')
      ? [
          {
            pointer: '/body/attributes/lang/0',
            detail: 'Italian applies only to direct signing',
            code: 'language_not_selectable',
          },
        ]
      : [],
  );

  const changes: Record<string, string[] | undefined> = { ...body.attributes };
  if (changes.mobile) changes.mobile = changes.mobile.map((m) => m.trim());
  await db
    .updateTable('users')
    .set({
      first_name: names.firstName,
      last_name: names.lastName,
      attributes: JSON.stringify(withAttributes(attributes, changes)),
      ...(body.signatures ? { signature_defaults: JSON.stringify(body.signatures) } : {}),
      updated_at: iso(clock.now()),
    })
    .where('id', '=', user.id)
    .execute();
  return toContractUser((await findUserById(db, user.id))!);
};
