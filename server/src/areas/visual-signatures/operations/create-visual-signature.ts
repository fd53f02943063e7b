// POST /v1/user/visual-signatures.
import { signatureData } from '../rules.ts';
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { loadOwner, permissionsFor, saveSignature, toContract } from '../owned.ts';

export const createVisualSignature: Handler<'createVisualSignature'> = async (request, reply) => {
  const { userId } = currentUser(request);
  const app = request.server;
  const input = request.body;
  const data = signatureData(
    input,
    await loadOwner(app, userId),
    await permissionsFor(app, userId),
  );
  const row = await saveSignature(app, userId, data, { makeDefault: input.default });
  reply.code(201);
  return toContract(app, row);
};
