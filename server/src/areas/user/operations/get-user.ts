// GET /v1/user: the logged-in user.
import { toContractUser } from '../users.ts';
import { loadCurrentUser } from '../../auth/index.ts';
import type { Handler } from '../../handler.ts';

export const getUser: Handler<'getUser'> = async (request, _reply, ctx) =>
  toContractUser(await loadCurrentUser(ctx, request));
