// PUT /v1/user/visual-signature: updates the default, or creates it when there is none. The
// result is always the default, whatever the body's `default` says.
import { parseSignatureData, signatureData } from '../rules/data.ts';
import type { Handler } from '../../handler.ts';
import {
  findDefault,
  loadOwner,
  permissionsFor,
  saveSignature,
  toContract,
} from '../signatures.ts';

export const updateDefaultVisualSignature: Handler<'updateDefaultVisualSignature'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  const current = await findDefault(ctx, userId);
  const data = signatureData(
    request.body,
    await loadOwner(ctx, userId),
    await permissionsFor(ctx, userId),
    { base: current ? parseSignatureData(current.data) : undefined },
  );
  const saved = await saveSignature(ctx, userId, data, { id: current?.id, makeDefault: true });
  return toContract(ctx, saved);
};
