// Unit-test helper of the auth and user rules: the DomainError a call throws (fails the test when
// it throws nothing or something else), so its kind, code and pointers can be compared.
import { expect } from 'vitest';
import { DomainError } from '../../src/domain-errors.ts';

export function thrown(call: () => unknown): DomainError {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a DomainError, nothing was thrown');
}

/** The comparable parts of a DomainError. */
export const parts = (error: DomainError) => ({
  kind: error.kind,
  code: error.code,
  detail: error.message,
  ...(error.errors ? { errors: error.errors } : {}),
  ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
});
