// POST /v1/logout: revokes the caller's token; other sessions of the user stay valid.
import { revokeSession } from '../store/sessions.ts';
import type { Handler } from '../../handler.ts';

export const logout: Handler<'logout'> = async (_request, _reply, ctx, caller) => {
  const { tokenHash } = caller;
  await revokeSession(ctx.db, tokenHash, ctx.clock.now());
  return { success: true, message: 'Logged out.' };
};
