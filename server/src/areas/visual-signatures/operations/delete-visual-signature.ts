// DELETE /v1/user/visual-signatures/{visualSignatureId}. Deleting the default leaves the user
// with the generated placeholder (contract); no other signature is promoted.
import type { Handler } from '../../handler.ts';
import { findOwn, removeSignature } from '../signatures.ts';

export const deleteVisualSignature: Handler<'deleteVisualSignature'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  await removeSignature(ctx, await findOwn(ctx, userId, request.params.visualSignatureId));
  return { success: true, message: 'Visual signature deleted.' };
};
