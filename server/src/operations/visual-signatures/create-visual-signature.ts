// POST /v1/user/visual-signatures.
import { signatureData } from '../../domain/visual-signatures.ts';
import { currentUser } from '../../plugins/security.ts';
import type { Handler } from '../types.ts';
import { loadOwner, permissionsFor, saveSignature, toContract } from './shared.ts';

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
