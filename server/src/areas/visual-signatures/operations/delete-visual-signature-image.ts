// DELETE /v1/images/signature/{visualSignatureId}: back to the drawn texts; 404 without image.
import { notFound } from '../../../problem.ts';
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { findOwn, setImageKey, toContract } from '../owned.ts';

export const deleteVisualSignatureImage: Handler<'deleteVisualSignatureImage'> = async (
  request,
) => {
  const { userId } = currentUser(request);
  const app = request.server;
  const row = await findOwn(app, userId, request.params.visualSignatureId);
  if (!row.image_key) throw notFound('The visual signature has no custom image.');
  await app.storage.delete(row.image_key);
  return toContract(app, await setImageKey(app, row, null));
};
