// POST /v1/user/visual-signatures.
import { signatureData } from '../rules/data.ts';
import type { Handler } from '../../handler.ts';
import { loadOwner, permissionsFor, saveSignature, toContract } from '../signatures.ts';

export const createVisualSignature: Handler<'createVisualSignature'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  const input = request.body;
  const data = signatureData(
    input,
    await loadOwner(ctx, userId),
    await permissionsFor(ctx, userId),
  );
  const row = await saveSignature(ctx, userId, data, { makeDefault: input.default });
  reply.code(201);
  return toContract(ctx, row);
};
