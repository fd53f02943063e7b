// The HTTP form of an error: the contract's Problem (RFC 9457 + code + errors[]). Areas never
// build these — they throw domain errors (domain-errors.ts) that plugins/errors.ts maps here;
// only the server's own plugins (security, content types, unknown paths, pending operations)
// speak HTTP directly.
import type { FieldError } from './domain-errors.ts';

export type { FieldError };

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

export const unauthorized = (detail = 'The access token is missing, invalid or expired.') =>
  new HttpProblem(401, 'unauthorized', 'Authentication required', detail);
/** Same answer whether the resource does not exist or belongs to someone else: no leak. */
export const notFound = (detail = 'The requested resource does not exist.') =>
  new HttpProblem(404, 'not_found', 'Not found', detail);
export const unsupportedMediaType = (detail: string) =>
  new HttpProblem(415, 'unsupported_media_type', 'Unsupported media type', detail);
/** A body over BODY_LIMIT_BYTES, JSON or multipart (`pointer`: the file part when it is one). */
export const bodyTooLarge = (limitBytes: number, pointer = '/body') =>
  new HttpProblem(
    413,
    'payload_too_large',
    'Payload too large',
    `The request body is larger than the limit of ${limitBytes} bytes.`,
    [{ pointer, detail: `must not be larger than ${limitBytes} bytes`, code: 'maxLength' }],
  );
export const notImplemented = (issue: string) =>
  new HttpProblem(
    501,
    'not_implemented',
    'Not implemented',
    `This operation is part of the contract but the reference server implements it in ${issue}.`,
  );
