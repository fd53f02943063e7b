// GET /v1/user: the logged-in user, in the contract's shape (../to-contract.ts).
import { toContractUser } from '../to-contract.ts';
import { loadCurrentUser } from '../current-user.ts';
import type { Handler } from '../../handler.ts';

export const getUser: Handler<'getUser'> = async (request, _reply, ctx) =>
  toContractUser(await loadCurrentUser(ctx, request));
