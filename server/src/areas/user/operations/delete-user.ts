// POST /v1/user/delete: the password confirms (5 wrong ones per account in an hour, then 429:
// ../confirm-password.ts); the account and everything it owns go (sessions,
// tokens, documents, visual signatures… by the foreign keys), then the stored bytes.
// Businesses arrive with a later issue: the "only admin of a business" 409 comes with them.
import { confirmPassword } from '../confirm-password.ts';
import { deleteAccount } from '../store.ts';
import { loadCurrentUser } from '../current-user.ts';
import type { Handler } from '../../handler.ts';

export const deleteUser: Handler<'deleteUser'> = async (request, _reply, ctx, caller) => {
  const user = await loadCurrentUser(ctx, caller);
  await confirmPassword(
    ctx,
    user,
    request.body.password,
    '/body/password',
    'The password is wrong.',
  );
  const keys = await deleteAccount(ctx.db, user.id);
  for (const key of keys) {
    try {
      await ctx.storage.delete(key);
    } catch (error) {
      request.log.warn({ err: error, key }, 'could not delete the bytes of a deleted account');
    }
  }
  return { success: true, message: 'Account deleted.' };
};
