// PUT /v1/images/signature/{visualSignatureId}: a PNG or JPEG replaces the drawn name.
import { invalidInput } from '../../../domain-errors.ts';
import { multipartFile } from '../../documents/index.ts';
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
  const file = (request.body as unknown as { file?: unknown } | undefined)?.file;
  if (!Buffer.isBuffer(file)) {
    throw invalidInput('Send the image as the file part `file`.', [
      { pointer: '/body/file', detail: 'must be a file', code: 'type' },
    ]);
  }
  const saved = await storeSignatureImage(ctx, row, file, multipartFile(request, 'file').mimetype);
  return toContract(ctx, saved);
};
