// POST /v1/logout: revokes the caller's token; other sessions of the user stay valid.
import { revokeSession } from '../store.ts';
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { clock } from '../support.ts';

export const logout: Handler<'logout'> = async (request, _reply, ctx) => {
  const { tokenHash } = currentUser(request);
  await revokeSession(ctx.db, tokenHash, clock);
  return { success: true, message: 'Logged out.' };
};
