// One error handler: every error leaves the server as the contract's Problem
// (application/problem+json). Client mistakes are 4xx with a JSON pointer per field; only
// genuine server faults are 500, and those are logged with the request id.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Duplex } from 'node:stream';
import { DomainError, type DomainErrorKind } from '../domain-errors.ts';
import { bodyTooLarge, HttpProblem, type FieldError } from '../problem.ts';
import { bodyStillArriving, closeAfterDraining } from './lingering-close.ts';

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: { missingProperty?: string; additionalProperty?: string };
}

const CONTEXT_POINTER: Record<string, string> = {
  body: '/body',
  querystring: '/query',
  params: '/path',
  headers: '/header',
};

export function fieldErrors(context: string | undefined, errors: AjvError[]): FieldError[] {
  const base = CONTEXT_POINTER[context ?? 'body'] ?? '/body';
  return errors.map((error) => {
    const extra = error.params.missingProperty ?? error.params.additionalProperty;
    const pointer = `${base}${error.instancePath}${extra ? `/${extra}` : ''}`;
    const detail =
      error.keyword === 'additionalProperties'
        ? `unknown field "${extra}"`
        : (error.message ?? error.keyword);
    return { pointer, detail, code: error.keyword };
  });
}

/** Fastify's own client errors, by code, with the status the contract gives them. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Unsupported media type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', 'Bad request'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_request', 'Bad request'],
  // The router's own refusals, before any route (frameworkErrors in app.ts): a malformed
  // percent-encoding in the path, a path segment over the router's maxParamLength.
  FST_ERR_BAD_URL: [400, 'bad_url', 'Bad request'],
};

/**
 * What the client may still send after an early answer is read and dropped up to this many times
 * the body limit, for at most 30 s and 5 s of silence (nginx's lingering_time and
 * lingering_timeout): enough for a client sending a body a few times too large at any usable
 * speed to read its answer, not an open drain.
 */
const LINGER = { limits: 4, totalMs: 30_000, idleMs: 5_000 };

/**
 * The request path as the Problem's `instance` (a URI reference): without the query, and with
 * every character a URI cannot hold raw (and every broken %-escape) percent-encoded, because the
 * path is the client's and may be anything the HTTP parser lets through.
 */
export function problemInstance(url: string): string {
  return url
    .split('?')[0]
    .replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
    .replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (c) =>
      c.length === 1 && c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) <= 0xdfff
        ? '%EF%BF%BD'
        : encodeURIComponent(c),
    );
}

/** The contract bounds Problem.detail (maxLength 2000); the `errors` keep every field. */
const MAX_DETAIL = 2000;
const bounded = (text: string) =>
  text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text;

export function sendProblem(reply: FastifyReply, problem: HttpProblem, instance: string): void {
  reply
    .code(problem.status)
    .headers(problem.headers)
    .type('application/problem+json')
    .send({
      type: `https://errors.signing.example/${problem.code}`,
      title: problem.title,
      status: problem.status,
      detail: bounded(problem.message),
      instance: problemInstance(instance),
      code: problem.code,
      ...(problem.errors ? { errors: problem.errors } : {}),
    });
}

/** The status and title of each kind of domain error: the one place they meet HTTP. */
const DOMAIN_STATUS: Record<DomainErrorKind, [number, string]> = {
  invalid_input: [400, 'Bad request'],
  unauthenticated: [401, 'Authentication required'],
  forbidden: [403, 'Forbidden'],
  not_found: [404, 'Not found'],
  conflict: [409, 'Conflict'],
  too_large: [413, 'Payload too large'],
  unsupported_type: [415, 'Unsupported media type'],
  rule_violated: [422, 'Unprocessable entity'],
  too_soon: [429, 'Too many requests'],
  unavailable: [503, 'Service unavailable'],
};

export function domainProblem(error: DomainError): HttpProblem {
  const [status, title] = DOMAIN_STATUS[error.kind];
  const headers: Record<string, string> =
    error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
  return new HttpProblem(status, error.code, title, error.message, error.errors, headers);
}

export function toProblem(
  error: FastifyError & { errors?: unknown[] },
  bodyLimit: number,
): HttpProblem | undefined {
  if (error instanceof HttpProblem) return error;
  if (error instanceof DomainError) return domainProblem(error);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return new HttpProblem(
      400,
      'validation_failed',
      'Bad request',
      'A path parameter is too long.',
      [
        {
          pointer: '/path',
          detail: `must NOT have more than ${MAX_PATH_PARAMETER_LENGTH} characters`,
          code: 'maxLength',
        },
      ],
    );
  }
  if (error.validation) {
    const errors = fieldErrors(error.validationContext, error.validation as AjvError[]);
    return new HttpProblem(
      400,
      'validation_failed',
      'Bad request',
      'The request does not match the contract.',
      errors,
    );
  }
  // Fastify's body limit (JSON and the other parsed types; multipart bodies are measured by
  // plugins/multipart-body.ts): the same 413 as a file part over the limit.
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return bodyTooLarge(bodyLimit);
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return new HttpProblem(known[0], known[1], known[2], error.message);
  // Security handlers of the contract glue fail with 401 and the handlers' errors inside.
  if (error.statusCode === 401) {
    const inner = error.errors?.find((e): e is HttpProblem => e instanceof HttpProblem);
    const domain = error.errors?.find((e): e is DomainError => e instanceof DomainError);
    if (!inner && domain) return domainProblem(domain);
    return (
      inner ??
      new HttpProblem(401, 'unauthorized', 'Authentication required', 'Authentication required.')
    );
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return new HttpProblem(400, 'bad_request', 'Bad request', error.message);
  }
  return undefined;
}

/**
 * Longest path parameter the router accepts (Fastify's `maxParamLength`). It is above every path
 * parameter's maxLength in the contract, so a parameter that is too long reaches the contract's
 * validation and answers 400 with its pointer (`/path/<name>`); one longer than this answers 400
 * with the pointer `/path` from `frameworkErrors` (Fastify's own answer would be a 414 that is no
 * Problem).
 */
export const MAX_PATH_PARAMETER_LENGTH = 512;

/** Every error of a request, thrown anywhere (hooks, handlers, the router), as a Problem. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const bodyLimit = request.server.initialConfig.bodyLimit ?? 1024 * 1024;
  // An answer while the client is still sending must reach it: see lingering-close.ts.
  if (bodyStillArriving(request)) {
    closeAfterDraining(request, reply, {
      maxBytes: LINGER.limits * bodyLimit,
      totalMs: LINGER.totalMs,
      idleMs: LINGER.idleMs,
    });
  }
  const problem = toProblem(error, bodyLimit);
  if (problem) {
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    sendProblem(reply, problem, request.url);
    return;
  }
  request.log.error({ err: error }, 'unexpected error');
  sendProblem(
    reply,
    new HttpProblem(
      500,
      'internal_error',
      'Internal server error',
      'Something went wrong on our side.',
    ),
    request.url,
  );
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

/** The statuses Node's HTTP parser answers before Fastify sees a request (clientErrorHandler). */
const CLIENT_ERRORS: Record<string, [number, string, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'headers_too_large',
    'Request header fields too large',
    'The request headers exceed the size limit.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'request_timeout',
    'Request timeout',
    'The request took too long.',
  ],
};

/**
 * Fastify's clientErrorHandler with a Problem body: a request the HTTP parser refuses (headers
 * too large, a malformed request line, a timeout) never reaches the error handler above.
 */
export function clientErrorProblem(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, title, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'bad_request',
    'Bad request',
    'The request is not valid HTTP.',
  ];
  this.log.trace({ err: error }, 'client error');
  const body = JSON.stringify({
    type: `https://errors.signing.example/${code}`,
    title,
    status,
    detail,
    code,
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${title}\r\nConnection: close\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
