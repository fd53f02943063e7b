// The exact bytes of a request body, for the operations that verify a signature over them (the
// payment provider's webhook): JSON parsing would change them. Only the listed paths keep them.
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { Readable } from 'node:stream';
import { keepRawBodyOf } from '../raw-bodies.ts';

const RAW_BODY_PATHS = new Set(['/v1/billing/stripe/webhook']);

export function keepRawBodies(app: FastifyInstance): void {
  // On the listed routes only: a global hook would run (and cost a promise) for every request.
  app.addHook('onRoute', (route) => {
    if (!RAW_BODY_PATHS.has(route.url)) return;
    const existing = route.preParsing;
    route.preParsing = [
      ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
      keepRawBody,
    ];
  });
}

async function keepRawBody(request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) {
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
  const body = Buffer.concat(chunks);
  keepRawBodyOf(request, body);
  const copy = Readable.from([body]) as Readable & { receivedEncodedLength?: number };
  copy.receivedEncodedLength = body.length;
  return copy;
}
