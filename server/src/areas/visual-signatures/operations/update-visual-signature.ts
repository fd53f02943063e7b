// PUT /v1/user/visual-signatures/{visualSignatureId}: replaces the fields; `default` true makes
// it the default, false takes the flag away, absent keeps it.
import { parseSignatureData, signatureData } from '../rules/data.ts';
import type { Handler } from '../../handler.ts';
import { findOwn, loadOwner, permissionsFor, saveSignature, toContract } from '../signatures.ts';

export const updateVisualSignature: Handler<'updateVisualSignature'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  const row = await findOwn(ctx, userId, request.params.visualSignatureId);
  const input = request.body;
  const data = signatureData(
    input,
    await loadOwner(ctx, userId),
    await permissionsFor(ctx, userId),
    {
      base: parseSignatureData(row.data),
    },
  );
  const saved = await saveSignature(ctx, userId, data, { id: row.id, makeDefault: input.default });
  return toContract(ctx, saved);
};
