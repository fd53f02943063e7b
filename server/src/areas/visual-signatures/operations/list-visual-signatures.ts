// GET /v1/user/visual-signatures: all of the user's signatures and the default among them.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { listOwn, toContract } from '../signatures.ts';

export const listVisualSignatures: Handler<'listVisualSignatures'> = async (
  request,
  _reply,
  ctx,
) => {
  const { userId } = currentUser(request);
  const signatures = await Promise.all(
    (await listOwn(ctx, userId)).map((row) => toContract(ctx, row)),
  );
  const defaultSignature = signatures.find((signature) => signature.default);
  return { ...(defaultSignature ? { defaultSignature } : {}), signatures };
};
