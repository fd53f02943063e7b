// Errors that handlers throw; the error handler turns them into the contract's Problem answer.

export interface FieldError {
  pointer: string;
  detail: string;
  code?: string;
}

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    detail?: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail ?? title);
    this.name = 'HttpProblem';
  }
}

export const badRequest = (detail: string, errors?: FieldError[]) =>
  new HttpProblem(400, 'validation_failed', 'Bad request', detail, errors);
export const unauthorized = (detail = 'The access token is missing, invalid or expired.') =>
  new HttpProblem(401, 'unauthorized', 'Authentication required', detail);
export const forbidden = (detail = 'You are not allowed to perform this action.') =>
  new HttpProblem(403, 'forbidden', 'Forbidden', detail);
/** Same answer whether the resource does not exist or belongs to someone else: no leak. */
export const notFound = (detail = 'The requested resource does not exist.') =>
  new HttpProblem(404, 'not_found', 'Not found', detail);
export const conflict = (detail: string, code = 'conflict') =>
  new HttpProblem(409, code, 'Conflict', detail);
export const payloadTooLarge = (detail = 'The request body exceeds the size limit.') =>
  new HttpProblem(413, 'payload_too_large', 'Payload too large', detail);
export const unsupportedMediaType = (detail: string) =>
  new HttpProblem(415, 'unsupported_media_type', 'Unsupported media type', detail);
export const unprocessable = (detail: string, code = 'unprocessable', errors?: FieldError[]) =>
  new HttpProblem(422, code, 'Unprocessable entity', detail, errors);
export const tooManyRequests = (
  retryAfterSeconds: number,
  detail = 'Too many attempts. Try again later.',
) =>
  new HttpProblem(429, 'rate_limited', 'Too many requests', detail, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const serviceUnavailable = (retryAfterSeconds: number, detail: string) =>
  new HttpProblem(503, 'maintenance', 'Service unavailable', detail, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const notImplemented = (issue: string) =>
  new HttpProblem(
    501,
    'not_implemented',
    'Not implemented',
    `This operation is part of the contract but the reference server implements it in ${issue}.`,
  );
