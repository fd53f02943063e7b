// DELETE /v1/user/visual-signatures/{visualSignatureId}. Deleting the default leaves the user
// with the generated placeholder (contract); no other signature is promoted.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { findOwn } from '../owned.ts';

export const deleteVisualSignature: Handler<'deleteVisualSignature'> = async (
  request,
  _reply,
  ctx,
) => {
  const { userId } = currentUser(request);
  const row = await findOwn(ctx, userId, request.params.visualSignatureId);
  await ctx.db.deleteFrom('visual_signatures').where('id', '=', row.id).execute();
  if (row.image_key) await ctx.storage.delete(row.image_key);
  return { success: true, message: 'Visual signature deleted.' };
};
