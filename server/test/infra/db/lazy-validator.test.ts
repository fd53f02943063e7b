// Validators compile on first use and report their errors the way Fastify reads them.
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { lazyValidator } from '../../../src/plugins/validation.ts';

describe('lazyValidator', () => {
  it('compiles on the first call only and passes the errors through', () => {
    const ajv = new Ajv2020();
    let compiled = 0;
    const validate = lazyValidator(() => {
      compiled++;
      return ajv.compile({ type: 'object', required: ['a'] });
    });
    expect(compiled).toBe(0);
    expect(validate({})).toBe(false);
    expect(validate.errors?.[0]?.keyword).toBe('required');
    expect(validate({ a: 1 })).toBe(true);
    expect(validate.errors ?? null).toBeNull();
    expect(compiled).toBe(1);
  });
});
