// POST /tsa: the built-in time-stamping authority (RFC 3161 §3.4).
import type { Handler } from '../../handler.ts';
import { timestampReply } from '../index.ts';

export const answerTimestampQuery: Handler<'answerTimestampQuery'> = async (request, reply, ctx) =>
  reply
    .type('application/timestamp-reply')
    .send(await timestampReply(ctx, request.body as unknown as Buffer));
