// What the contract's request bodies demand before Fastify validates them, for every operation:
//   - a body no larger than BODY_LIMIT_BYTES, whatever its type: a declared Content-Length over
//     it answers 413 before a byte is read (a body without a length is measured as it is read:
//     Fastify's parsers for JSON and raw types, the multipart reader for multipart);
//   - a media type the operation lists (Fastify lets any other type through unvalidated): 415;
//   - a body at all where the operation requires one (Fastify skips validation of a missing
//     body, and handlers would then read fields of undefined): 400 with the pointer /body.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyTooLarge, HttpProblem, unsupportedMediaType } from '../problem.ts';

type BodySchema = { content?: Record<string, unknown> } | undefined;

const missingBody = (listed: string[]) =>
  new HttpProblem(
    400,
    'validation_failed',
    'Bad request',
    `This operation needs a request body (${listed.join(' or ')}).`,
    [{ pointer: '/body', detail: 'is required', code: 'required' }],
  );

/** `bodyRequired`: the operationIds whose request body the contract marks as required. */
export function checkRequestBodies(app: FastifyInstance, bodyRequired: ReadonlySet<string>): void {
  app.addHook('onRoute', (route) => {
    const listed = Object.keys((route.schema?.body as BodySchema)?.content ?? {});
    if (listed.length === 0) return;
    const required = bodyRequired.has(
      String((route.schema as { operationId?: string } | undefined)?.operationId),
    );
    const check = async (request: FastifyRequest) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      const absent = request.body === undefined || request.body === null;
      if (!type && absent) {
        if (required) throw missingBody(listed);
        return;
      }
      if (!listed.includes(type)) {
        throw unsupportedMediaType(`Send the body as ${listed.join(' or ')}.`);
      }
      if (required && absent) throw missingBody(listed);
    };
    const existing = route.preValidation;
    route.preValidation = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), check]
      : check;
  });
}

/** 413 for a declared Content-Length over `limitBytes`, on every route, before the body is read. */
export function refuseOversizedBodies(app: FastifyInstance, limitBytes: number): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (Number(request.headers['content-length']) > limitBytes) {
      return done(bodyTooLarge(limitBytes));
    }
    done(null, payload);
  });
}
