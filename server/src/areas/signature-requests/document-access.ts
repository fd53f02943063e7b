// Who may read a document (GET /v3/documents/{id}, its pages and its signed download): its
// owner, and every party of the request it belongs to — the sender, the account signers and the
// delegates (a delegate is an account signer of the request once the delegation is made). The
// documents area takes the check as its DocumentAccess and answers everyone else 404.
import type { AppContext } from '../../context.ts';
import type { DocumentAccess } from '../documents/index.ts';
import type { UserRow } from '../user/index.ts';
import { isRequestParty } from './store/load.ts';

export const ownerOrRequestParty =
  (ctx: AppContext, user: Pick<UserRow, 'id' | 'email'>): DocumentAccess =>
  async (row) =>
    row.owner_id === user.id ||
    (row.signature_request_id !== null &&
      (await isRequestParty(ctx.db, row.signature_request_id, user)));
