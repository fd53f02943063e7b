// DELETE /v1/user/visual-signatures/{visualSignatureId}. Deleting the default leaves the user
// with the generated placeholder (contract); no other signature is promoted.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { findOwn } from '../owned.ts';

export const deleteVisualSignature: Handler<'deleteVisualSignature'> = async (request) => {
  const { userId } = currentUser(request);
  const app = request.server;
  const row = await findOwn(app, userId, request.params.visualSignatureId);
  await app.db.deleteFrom('visual_signatures').where('id', '=', row.id).execute();
  if (row.image_key) await app.storage.delete(row.image_key);
  return { success: true, message: 'Visual signature deleted.' };
};
