// PUT /v1/user: names, the attributes a user may change (an empty list removes one) and the
// signature defaults. Names fixed by an identification (immutable_eid_fields) cannot change (422);
// `it` is a language of direct signing only (seed 000 §1 "it is not selectable"), 422 here.
import { findUserById } from '../../domain/accounts.ts';
import { iso } from '../../domain/clock.ts';
import { readAttributes, toContractUser, withAttributes } from '../../domain/users.ts';
import { badRequest, unprocessable, type FieldError } from '../../problem.ts';
import { clock, loadCurrentUser } from '../auth/support.ts';
import type { Handler } from '../types.ts';

export const updateUser: Handler<'updateUser'> = async (request) => {
  const db = request.server.db;
  const user = await loadCurrentUser(request);
  const body = request.body;
  const names = { firstName: body.firstName.trim(), lastName: body.lastName.trim() };

  const blank = (['firstName', 'lastName'] as const).filter((field) => !names[field]);
  if (blank.length) {
    throw badRequest(
      'The names must not be blank.',
      blank.map((field) => ({
        pointer: `/body/${field}`,
        detail: 'must not be blank',
        code: 'blank',
      })),
    );
  }

  const attributes = readAttributes(user);
  const immutable = attributes.immutable_eid_fields ?? [];
  const current = { firstName: user.first_name, lastName: user.last_name };
  const errors: FieldError[] = (['firstName', 'lastName'] as const)
    .filter((field) => immutable.includes(field) && names[field] !== current[field])
    .map((field) => ({
      pointer: `/body/${field}`,
      detail: 'fixed by an identification',
      code: 'immutable_field',
    }));
  if (body.attributes?.lang?.includes('it')) {
    errors.push({
      pointer: '/body/attributes/lang/0',
      detail: 'Italian applies only to direct signing',
      code: 'language_not_selectable',
    });
  }
  if (errors.length) {
    throw unprocessable(
      errors.map((e) => `${e.pointer.replace('/body/', '')}: ${e.detail}`).join('; '),
      errors[0].code,
      errors,
    );
  }

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
