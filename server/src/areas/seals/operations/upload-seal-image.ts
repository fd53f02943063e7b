// POST /v1/businesses/{businessId}/seals/{sealName}/image: a PNG or JPEG (413 too large, 415
// other types, judged by the bytes) replaces the seal image.
import { invalidInput } from '../../../domain-errors.ts';
import { requireBusinessAdmin } from '../../business/index.ts';
import { multipartFile } from '../../documents/index.ts';
import type { Handler } from '../../handler.ts';
import { requireSeal, storeSealImage } from '../seals.ts';

export const uploadSealImage: Handler<'uploadSealImage'> = async (request, _reply, ctx, caller) => {
  const { businessId, sealName } = request.params;
  await requireBusinessAdmin(ctx, caller.userId, businessId);
  const row = await requireSeal(ctx, businessId, sealName);
  const file = (request.body as unknown as { file?: unknown } | undefined)?.file;
  if (!Buffer.isBuffer(file)) {
    throw invalidInput('Send the image as the file part `file`.', [
      { pointer: '/body/file', detail: 'must be a file', code: 'type' },
    ]);
  }
  return storeSealImage(ctx, row, file, multipartFile(request, 'file').mimetype);
};
