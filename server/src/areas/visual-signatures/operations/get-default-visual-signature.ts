// GET /v1/user/visual-signature: the default, or a placeholder built from the user's data.
import { placeholderSignature } from '../rules.ts';
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { findDefault, loadOwner, permissionsFor, toContract } from '../owned.ts';

export const getDefaultVisualSignature: Handler<'getDefaultVisualSignature'> = async (request) => {
  const { userId } = currentUser(request);
  const app = request.server;
  const row = await findDefault(app, userId);
  if (row) return toContract(app, row);
  return placeholderSignature(await loadOwner(app, userId), await permissionsFor(app, userId));
};
