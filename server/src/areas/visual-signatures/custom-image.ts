// A visual signature's custom image, which takes the place of the drawn name: checked by its
// bytes (rules/image.ts: 413 too large, 415 not PNG/JPEG or unreadable), decoded, scaled down to
// at most 600x280 and kept as PNG in storage; removing it goes back to the drawn texts.
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain-errors.ts';
import { imageVariant, type ImageParams } from '../../rendering/image-variants.ts';
import { decodeImage } from '../../rendering/visual-signature.ts';
import {
  MAX_IMAGE_HEIGHT,
  MAX_IMAGE_WIDTH,
  checkDecodedImage,
  checkImageUpload,
  imageKey,
} from './rules/image.ts';
import { updateImageKey, type SignatureRow } from './store.ts';

async function setImageKey(
  ctx: AppContext,
  row: SignatureRow,
  key: string | null,
): Promise<SignatureRow> {
  await updateImageKey(ctx.db, row.id, key, ctx.clock.now().toISOString());
  return { ...row, image_key: key };
}

/** Stores a custom image for the signature; answers the updated row. */
export async function storeSignatureImage(
  ctx: AppContext,
  row: SignatureRow,
  file: Buffer,
  declaredType?: string,
): Promise<SignatureRow> {
  checkImageUpload(file, declaredType);
  const image = await decodeImage(file);
  checkDecodedImage(image);
  const key = imageKey(row.id);
  await ctx.storage.put(key, await image.toPng(MAX_IMAGE_WIDTH, MAX_IMAGE_HEIGHT));
  return setImageKey(ctx, row, key);
}

/** Removes the custom image (404 when the signature has none); answers the updated row. */
export async function removeSignatureImage(
  ctx: AppContext,
  row: SignatureRow,
): Promise<SignatureRow> {
  if (!row.image_key) throw notFound('The visual signature has no custom image.');
  await ctx.storage.delete(row.image_key);
  return setImageKey(ctx, row, null);
}

/** The custom image as stored (PNG) or resized by `params` (404 when the signature has none). */
export async function signatureImageVariant(
  ctx: AppContext,
  row: SignatureRow,
  params: ImageParams,
) {
  const bytes = row.image_key ? await ctx.storage.get(row.image_key) : undefined;
  if (!row.image_key || !bytes) throw notFound('The visual signature has no custom image.');
  return imageVariant(ctx.storage, row.image_key, bytes, params);
}
