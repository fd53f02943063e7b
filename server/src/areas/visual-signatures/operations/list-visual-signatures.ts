// GET /v1/user/visual-signatures: all of the user's signatures and the default among them.
import type { Handler } from '../../handler.ts';
import { listOwn, toContract } from '../signatures.ts';

export const listVisualSignatures: Handler<'listVisualSignatures'> = async (
  _request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  const signatures = await Promise.all(
    (await listOwn(ctx, userId)).map((row) => toContract(ctx, row)),
  );
  const defaultSignature = signatures.find((signature) => signature.default);
  return { ...(defaultSignature ? { defaultSignature } : {}), signatures };
};
