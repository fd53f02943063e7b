// POST /v1/change-password: the current password confirms; the new one must pass the rules.
// Clears weak_password and ends the user's other sessions (this one stays).
import { revokeUserSessions, updateAttributes } from '../store.ts';
import { iso } from '../../../clock.ts';
import { hashPassword, verifyPassword } from '../../../security/passwords.ts';
import { flag } from '../../user/index.ts';
import { currentUser } from '../../../plugins/security.ts';
import { ruleViolated } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { assertAcceptablePassword, clock, loadCurrentUser } from '../support.ts';

export const changePassword: Handler<'changePassword'> = async (request, _reply, ctx) => {
  const db = ctx.db;
  const { tokenHash } = currentUser(request);
  const user = await loadCurrentUser(ctx, request);
  if (!(await verifyPassword(request.body.old, user.password_hash))) {
    const detail = 'The current password is wrong.';
    throw ruleViolated(detail, 'wrong_password', [
      { pointer: '/body/old', detail, code: 'wrong_password' },
    ]);
  }
  assertAcceptablePassword(
    request.body.new,
    { email: user.email, firstName: user.first_name, lastName: user.last_name },
    '/body/new',
  );
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(request.body.new), updated_at: iso(clock.now()) })
    .where('id', '=', user.id)
    .execute();
  await updateAttributes(db, user, { weak_password: flag(false) }, clock);
  await revokeUserSessions(db, user.id, tokenHash, clock);
  return { success: true, message: 'Password changed.' };
};
