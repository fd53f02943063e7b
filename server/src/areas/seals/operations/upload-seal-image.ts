// POST /v1/businesses/{businessId}/seals/{sealName}/image: a PNG or JPEG (413 too large, 415
// other types, judged by the bytes) replaces the seal image.
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { filePartBytes, multipartFile } from '../../../multipart-parts.ts';
import { requireSeal, storeSealImage } from '../seals.ts';

export const uploadSealImage: Handler<'uploadSealImage'> = async (request, _reply, ctx, caller) => {
  const { businessId, sealName } = request.params;
  await requireBusinessAdmin(ctx, caller.userId, businessId);
  const row = await requireSeal(ctx, businessId, sealName);
  const file = filePartBytes(request, 'file', 'the image');
  return storeSealImage(ctx, row, file, multipartFile(request, 'file').mimetype);
};
