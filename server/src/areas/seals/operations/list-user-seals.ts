// GET /v3/user/seals: the seals the caller may apply (a member of the seal, still in its
// business), so the signing step can offer them for a request that asks the caller for a seal.
import type { Handler } from '../../handler.ts';
import { sealsUsableBy } from '../seals.ts';

export const listUserSeals: Handler<'listUserSeals'> = async (_request, _reply, ctx, caller) => ({
  items: await sealsUsableBy(ctx, caller.userId),
});
