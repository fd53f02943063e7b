// GET /v1/direct/user: the direct signer in the User shape (its id is the link's signer id).
import { toDirectUser } from '../to-contract.ts';
import type { Handler } from '../../handler.ts';
import { directParty } from '../caller.ts';

export const getDirectUser: Handler<'getDirectUser'> = async (_request, _reply, ctx, caller) => {
  const { signer } = await directParty(ctx, caller);
  return toDirectUser(signer);
};
