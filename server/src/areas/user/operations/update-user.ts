// PUT /v1/user: names, the attributes a user may change (an empty list removes one) and the
// signature defaults — "user or attributes" (seed 000 §7): a body without names keeps the current
// ones; names that are sent are checked. Names fixed by an identification cannot change (422);
// `it` is a language of direct signing only, 422 here (rules in ../rules/account.ts).
import { updatedProfile } from '../rules/account.ts';
import { readAttributes } from '../rules/attributes.ts';
import { updateProfile } from '../store.ts';
import { toContractUser } from '../contract-user.ts';
import { loadCurrentUser } from '../current-user.ts';
import type { Handler } from '../../handler.ts';

export const updateUser: Handler<'updateUser'> = async (request, _reply, ctx) => {
  const user = await loadCurrentUser(ctx, request);
  const profile = updatedProfile(
    request.body,
    { firstName: user.first_name, lastName: user.last_name },
    readAttributes(user),
  );
  const updated = await updateProfile(
    ctx.db,
    user.id,
    { ...profile, signatureDefaults: request.body.signatures },
    ctx.clock.now(),
  );
  return toContractUser(updated);
};
