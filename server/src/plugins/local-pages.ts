// What the server's own HTML pages share (the local mailbox, the sandbox identification and
// payment pages): they answer JSON to a tool that asks for it, are never cached or indexed, and
// take the empty urlencoded body a browser form posts (the action is in the address).
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** JSON for `?format=json` or an Accept that names JSON and not HTML; otherwise the page. */
export function wantsJson(request: FastifyRequest): boolean {
  if ((request.query as { format?: string } | undefined)?.format === 'json') return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** Pages of a person's own data or of a sandbox: no cache keeps them, no robot lists them. */
export function privatePages(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Robots-Tag', 'noindex');
  });
}

/** Browser forms post an empty urlencoded body; what they do is in the address. */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
}
