// PUT /v1/images/signature/{visualSignatureId}: a PNG or JPEG replaces the drawn name.
import { filePartBytes, multipartFile } from '../../../multipart-parts.ts';
import type { Handler } from '../../handler.ts';
import { storeSignatureImage } from '../custom-image.ts';
import { findOwn, toContract } from '../signatures.ts';

export const uploadVisualSignatureImage: Handler<'uploadVisualSignatureImage'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  const row = await findOwn(ctx, userId, request.params.visualSignatureId);
  const file = filePartBytes(request, 'file', 'the image');
  const saved = await storeSignatureImage(ctx, row, file, multipartFile(request, 'file').mimetype);
  return toContract(ctx, saved);
};
