// GET /v1/user: the logged-in user.
import { toContractUser } from '../../domain/users.ts';
import { loadCurrentUser } from '../auth/support.ts';
import type { Handler } from '../types.ts';

export const getUser: Handler<'getUser'> = async (request) =>
  toContractUser(await loadCurrentUser(request));
