// The contract glue runs the security schemes as a preHandler, that is after the body has been
// read, parsed and validated: an anonymous caller could make the server buffer a 30 MB upload
// (or learn how a body is validated) before hearing 401. This moves every route's security check
// to onRequest, before a single byte of the body is read. Security handlers read only headers.
import type { FastifyInstance, onRequestHookHandler } from 'fastify';

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export function authenticateBeforeBody(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.preHandler || !(route.schema as { operationId?: string } | undefined)?.operationId)
      return;
    route.onRequest = [
      ...asList(route.onRequest),
      ...(asList(route.preHandler) as unknown as onRequestHookHandler[]),
    ];
    route.preHandler = undefined;
  });
}
