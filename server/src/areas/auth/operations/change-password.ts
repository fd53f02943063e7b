// POST /v1/change-password: the current password confirms (5 wrong ones per account in an hour,
// then 429: user/confirm-password.ts); the new one must pass the rules.
// Clears weak_password and ends the user's other sessions (this one stays).
import { hashPassword } from '../../../security/passwords.ts';
import {
  confirmPassword,
  flag,
  loadCurrentUser,
  readAttributes,
  withAttributes,
} from '../../user/index.ts';
import { assertAcceptablePassword, passwordContextOf } from '../rules/passwords.ts';
import { changePassword as storePassword } from '../store/accounts.ts';
import type { Handler } from '../../handler.ts';

export const changePassword: Handler<'changePassword'> = async (request, _reply, ctx, caller) => {
  const { tokenHash } = caller;
  const user = await loadCurrentUser(ctx, caller);
  await confirmPassword(ctx, user, request.body.old, '/body/old', 'The current password is wrong.');
  assertAcceptablePassword(request.body.new, passwordContextOf(user), '/body/new');
  await storePassword(
    ctx.db,
    user.id,
    {
      passwordHash: await hashPassword(request.body.new),
      attributes: withAttributes(readAttributes(user), { weak_password: flag(false) }),
    },
    tokenHash,
    ctx.clock.now(),
  );
  return { success: true, message: 'Password changed.' };
};
