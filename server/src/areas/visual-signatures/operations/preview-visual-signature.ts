// POST /v1/user/preview-visual-signature: the fields drawn as PNG, nothing saved.
import { renderSignatureImage } from '../../../rendering/visual-signature.ts';
import type { Handler } from '../../handler.ts';
import { DEFAULT_HEIGHT, DEFAULT_WIDTH, previewData } from '../rules/data.ts';
import { loadOwner, permissionsFor } from '../signatures.ts';

export const previewVisualSignature: Handler<'previewVisualSignature'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  const { width, height, ...fields } = request.body;
  const data = previewData(fields, await loadOwner(ctx, userId), await permissionsFor(ctx, userId));
  const png = await renderSignatureImage(data, {
    width: width ?? DEFAULT_WIDTH,
    height: height ?? DEFAULT_HEIGHT,
    date: ctx.clock.now(),
    // Until a document is signed there is no document to name: the QR leads to the public
    // verification page.
    qrText: `${ctx.config.publicUrl}/verify`,
  });
  return reply.type('image/png').header('Cache-Control', 'no-store').send(png);
};
