// DELETE /v1/user/visual-signatures/{visualSignatureId}. Deleting the default leaves the user
// with the generated placeholder (contract); no other signature is promoted.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { findOwn, removeSignature } from '../signatures.ts';

export const deleteVisualSignature: Handler<'deleteVisualSignature'> = async (
  request,
  _reply,
  ctx,
) => {
  const { userId } = currentUser(request);
  await removeSignature(ctx, await findOwn(ctx, userId, request.params.visualSignatureId));
  return { success: true, message: 'Visual signature deleted.' };
};
