// POST /v1/logout: revokes the caller's token; other sessions of the user stay valid.
import { currentUser } from '../../../plugins/security.ts';
import { revokeSession } from '../store/sessions.ts';
import type { Handler } from '../../handler.ts';

export const logout: Handler<'logout'> = async (request, _reply, ctx) => {
  const { tokenHash } = currentUser(request);
  await revokeSession(ctx.db, tokenHash, ctx.clock.now());
  return { success: true, message: 'Logged out.' };
};
