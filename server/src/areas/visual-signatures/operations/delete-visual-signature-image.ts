// DELETE /v1/images/signature/{visualSignatureId}: back to the drawn texts; 404 without image.
import type { Handler } from '../../handler.ts';
import { removeSignatureImage } from '../custom-image.ts';
import { findOwn, toContract } from '../signatures.ts';

export const deleteVisualSignatureImage: Handler<'deleteVisualSignatureImage'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  const row = await findOwn(ctx, userId, request.params.visualSignatureId);
  return toContract(ctx, await removeSignatureImage(ctx, row));
};
