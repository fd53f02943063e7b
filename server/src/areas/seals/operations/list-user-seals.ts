// GET /v3/user/seals: the seals the caller may apply (a member of the seal, still in its
// business), so the signing step can offer them for a request that asks the caller for a seal.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { sealsUsableBy } from '../seals.ts';

export const listUserSeals: Handler<'listUserSeals'> = async (request, _reply, ctx) => ({
  items: await sealsUsableBy(ctx, currentUser(request).userId),
});
