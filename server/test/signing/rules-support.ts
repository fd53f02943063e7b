// What the pure-rule tests share: the DomainError a rule throws (areas throw domain errors, never
// HTTP answers; plugins/errors.ts maps them).
import { expect } from 'vitest';
import { DomainError } from '../../src/domain-errors.ts';

/** The DomainError `fn` throws (fails the test when it throws nothing or something else). */
export function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a DomainError');
}
