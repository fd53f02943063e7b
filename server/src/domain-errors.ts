// The errors of the areas: what went wrong in the product's terms (not found, forbidden, a
// conflict, a broken rule…), each with a stable code and, where a field is to blame, a JSON
// pointer. Areas throw these and never an HTTP object; plugins/errors.ts is the one place that
// turns them into the contract's Problem answers (the status per kind is decided there).

export interface FieldError {
  pointer: string;
  detail: string;
  code?: string;
}

export type DomainErrorKind =
  | 'invalid_input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_type'
  | 'rule_violated'
  | 'too_soon'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    detail: string,
    readonly errors?: FieldError[],
    /** When the same call may succeed again (too_soon, unavailable). */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
    this.name = 'DomainError';
  }
}

/** The input breaks a rule of its shape that the contract cannot express (400). */
export const invalidInput = (detail: string, errors?: FieldError[]) =>
  new DomainError('invalid_input', 'validation_failed', detail, errors);
export const unauthenticated = (detail = 'The access token is missing, invalid or expired.') =>
  new DomainError('unauthenticated', 'unauthorized', detail);
export const forbidden = (
  detail = 'You are not allowed to perform this action.',
  code = 'forbidden',
) => new DomainError('forbidden', code, detail);
/** Same answer whether the thing does not exist or belongs to someone else: no leak. */
export const notFound = (detail = 'The requested resource does not exist.') =>
  new DomainError('not_found', 'not_found', detail);
/** The thing is not in a state that allows the action (a transition, a lock, a duplicate). */
export const conflict = (detail: string, code = 'conflict') =>
  new DomainError('conflict', code, detail);
export const tooLarge = (detail = 'The request body exceeds the size limit.') =>
  new DomainError('too_large', 'payload_too_large', detail);
export const unsupportedType = (detail: string) =>
  new DomainError('unsupported_type', 'unsupported_media_type', detail);
/** Well-formed input that a rule of the product refuses (422), with the field to blame. */
export const ruleViolated = (detail: string, code = 'unprocessable', errors?: FieldError[]) =>
  new DomainError('rule_violated', code, detail, errors);
/** Too many attempts, or too early to do it again. */
export const tooSoon = (
  retryAfterSeconds: number,
  detail = 'Too many attempts. Try again later.',
  code = 'rate_limited',
) =>
  new DomainError('too_soon', code, detail, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
/** A collaborator (mail, renderer) failed; the same call may work later. */
export const unavailable = (retryAfterSeconds: number, detail: string, code: string) =>
  new DomainError(
    'unavailable',
    code,
    detail,
    undefined,
    Math.max(1, Math.ceil(retryAfterSeconds)),
  );
