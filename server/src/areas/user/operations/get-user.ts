// GET /v1/user: the logged-in user, in the contract's shape (../to-contract.ts).
import { toContractUser } from '../to-contract.ts';
import { loadCurrentUser } from '../current-user.ts';
import type { Handler } from '../../handler.ts';

export const getUser: Handler<'getUser'> = async (_request, _reply, ctx, caller) =>
  toContractUser(await loadCurrentUser(ctx, caller));
