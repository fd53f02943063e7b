// GET /v1/user/visual-signatures/{visualSignatureId}.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { findOwn, toContract } from '../signatures.ts';

export const getVisualSignature: Handler<'getVisualSignature'> = async (request, _reply, ctx) => {
  const { userId } = currentUser(request);
  const row = await findOwn(ctx, userId, request.params.visualSignatureId);
  return toContract(ctx, row);
};
