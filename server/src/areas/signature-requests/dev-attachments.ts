// The development page of attachments (app.ts hands it to plugins/dev-fixtures.ts: local
// requests only, and only while mail stays in the outbox), used by the contract tests' fixture
// module:
//   POST /dev/attachments {"requestId", "name"?, "contentType"?, "contentBase64"?}: a file
//                         attached to the request by its sender (an integration's job: no
//                         operation of the contract attaches one): { attachmentId }
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../problem.ts';
import { findUserById } from '../user/index.ts';
import { addAttachment } from './attachments.ts';
import { findRequest } from './store/load.ts';

export const DEV_ATTACHMENTS_PATH = '/dev/attachments';

export function devAttachmentRoutes(dev: FastifyInstance, ctx: AppContext): void {
  dev.post(DEV_ATTACHMENTS_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const found =
      typeof body.requestId === 'string' ? await findRequest(ctx.db, body.requestId) : undefined;
    if (!found) throw notFound('There is no signature request with this requestId.');
    const sender = await findUserById(ctx.db, found.sender_id);
    const text = (key: string, fallback: string) =>
      typeof body[key] === 'string' && body[key] ? (body[key] as string) : fallback;
    const given = Buffer.from(text('contentBase64', ''), 'base64');
    const attachmentId = await addAttachment(
      ctx,
      { id: found.id, senderId: found.sender_id, senderEmail: sender?.email ?? '' },
      {
        name: text('name', 'general-terms.txt'),
        contentType: text('contentType', 'text/plain'),
        bytes: given.length
          ? given
          : Buffer.from('General terms of the mandate, attached by its sender.\n'),
      },
    );
    return reply.code(201).send({ attachmentId });
  });
}
