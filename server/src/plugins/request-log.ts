// One log line per request, written when the answer is sent, instead of Fastify's two (incoming
// and completed) for every request: at info level those cost about a fifth of the server's busy
// time under load. Kept in full: every 5xx (error; a 503 — maintenance, a busy worker, a mail
// that could not go — is the server refusing on purpose: warn), every request slower than
// `slowMs` (warn).
// Sampled: the rest (info), one request in 1/sample, so the log still shows the traffic's shape.
// LOG_REQUEST_SAMPLE=1 logs every request; 0 only the failures and the slow ones.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestLogOptions {
  /** Share of ordinary requests logged, 0 to 1. */
  sample: number;
  /** Requests at least this slow are always logged (warn). */
  slowMs: number;
  /** Tests make the sampling deterministic. */
  random?: () => number;
}

/** A request's log line, built only for a request that is logged (most are not). */
const lineOf = (request: FastifyRequest, statusCode: number, responseTime: number) => ({
  req: request,
  res: { statusCode },
  responseTime,
});

export function registerRequestLog(app: FastifyInstance, options: RequestLogOptions): void {
  const random = options.random ?? Math.random;
  // A callback hook: nothing here waits, and an async hook would cost every answer a promise.
  app.addHook('onResponse', (request, reply, done) => {
    const statusCode = reply.statusCode;
    const responseTime = reply.elapsedTime;
    if (statusCode === 503)
      request.log.warn(lineOf(request, statusCode, responseTime), 'service unavailable');
    else if (statusCode >= 500)
      request.log.error(lineOf(request, statusCode, responseTime), 'request failed');
    else if (responseTime >= options.slowMs)
      request.log.warn(lineOf(request, statusCode, responseTime), 'slow request');
    else if (options.sample > 0 && random() < options.sample)
      request.log.info(lineOf(request, statusCode, responseTime), 'request completed');
    done();
  });
}
