// GET /v1/user/visual-signature: the default, or a placeholder built from the user's data.
import { placeholderSignature } from '../rules/placeholder.ts';
import type { Handler } from '../../handler.ts';
import { findDefault, loadOwner, permissionsFor, toContract } from '../signatures.ts';

export const getDefaultVisualSignature: Handler<'getDefaultVisualSignature'> = async (
  _request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  const row = await findDefault(ctx, userId);
  if (row) return toContract(ctx, row);
  return placeholderSignature(await loadOwner(ctx, userId), await permissionsFor(ctx, userId));
};
