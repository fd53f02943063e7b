// DELETE /v1/images/signature/{visualSignatureId}: back to the drawn texts; 404 without image.
import { notFound } from '../../../domain-errors.ts';
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { findOwn, setImageKey, toContract } from '../owned.ts';

export const deleteVisualSignatureImage: Handler<'deleteVisualSignatureImage'> = async (
  request,
  _reply,
  ctx,
) => {
  const { userId } = currentUser(request);
  const row = await findOwn(ctx, userId, request.params.visualSignatureId);
  if (!row.image_key) throw notFound('The visual signature has no custom image.');
  await ctx.storage.delete(row.image_key);
  return toContract(ctx, await setImageKey(ctx, row, null));
};
