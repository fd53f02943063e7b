// POST /v1/logout: revokes the caller's token; other sessions of the user stay valid.
import { revokeSession } from '../../domain/accounts.ts';
import { currentUser } from '../../plugins/security.ts';
import type { Handler } from '../types.ts';
import { clock } from './support.ts';

export const logout: Handler<'logout'> = async (request) => {
  const { tokenHash } = currentUser(request);
  await revokeSession(request.server.db, tokenHash, clock);
  return { success: true, message: 'Logged out.' };
};
