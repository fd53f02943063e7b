// Fastify validates a body only against the media types the operation lists and lets any other
// media type through unvalidated; refuse those here with 415 before any handler runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unsupportedMediaType } from '../problem.ts';

type BodySchema = { content?: Record<string, unknown> } | undefined;

export function rejectUnlistedContentTypes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const listed = Object.keys((route.schema?.body as BodySchema)?.content ?? {});
    if (listed.length === 0) return;
    const check = async (request: FastifyRequest) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (!type && request.body === undefined) return;
      if (!listed.includes(type)) {
        throw unsupportedMediaType(`Send the body as ${listed.join(' or ')}.`);
      }
    };
    const existing = route.preValidation;
    route.preValidation = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), check]
      : check;
  });
}
