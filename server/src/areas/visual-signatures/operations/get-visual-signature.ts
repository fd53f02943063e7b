// GET /v1/user/visual-signatures/{visualSignatureId}.
import type { Handler } from '../../handler.ts';
import { findOwn, toContract } from '../signatures.ts';

export const getVisualSignature: Handler<'getVisualSignature'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  const row = await findOwn(ctx, userId, request.params.visualSignatureId);
  return toContract(ctx, row);
};
