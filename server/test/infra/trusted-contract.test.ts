// The committed contract is trusted while the glue registers (start time): no meta-schema
// compilation and no second walk over the references — but a reference that points nowhere still
// refuses the start, and the validator is itself again afterwards.
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTrustedContract } from '../../src/plugins/trusted-contract.ts';

function contract(itemRef: string) {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/items': {
        get: {
          operationId: 'listItems',
          responses: {
            '200': {
              description: 'items',
              content: { 'application/json': { schema: { $ref: itemRef } } },
            },
          },
        },
      },
    },
    components: {
      schemas: { Item: { type: 'object', properties: { name: { type: 'string' } } } },
    },
  };
}

async function register(specification: object) {
  const app = Fastify();
  await withTrustedContract(async () =>
    app.register(openapiGlue, {
      specification,
      operationResolver: () => async () => ({ name: 'first' }),
    }),
  );
  await app.ready();
  return app;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('withTrustedContract', () => {
  it('registers the routes without compiling the OpenAPI meta-schema', async () => {
    // Not in the validator's published types: the method that compiles the meta-schema with Ajv.
    const prototype = Validator.prototype as unknown as {
      getAjvValidator(version: string): unknown;
    };
    const compileMetaSchema = vi.spyOn(prototype, 'getAjvValidator');
    const original = Validator.prototype.validate;
    const app = await register(contract('#/components/schemas/Item'));
    const response = await app.inject({ method: 'GET', url: '/items' });
    expect(response.json()).toEqual({ name: 'first' });
    expect(compileMetaSchema).not.toHaveBeenCalled();
    expect(Validator.prototype.validate).toBe(original);
    await app.close();
  });

  it('still refuses a contract with a reference that points nowhere', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await expect(register(contract('#/components/schemas/Missing'))).rejects.toThrow(
      /valid specification/,
    );
    expect(log.mock.calls.flat().join(' ')).toContain("Can't resolve");
  });

  it('refuses a document that is not OpenAPI 3', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await expect(register({ swagger: '2.0', info: {}, paths: {} })).rejects.toThrow(
      /valid specification/,
    );
  });

  it('puts the validator back when the registration fails', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const original = Validator.prototype.validate;
    await register(contract('#/nowhere')).catch(() => undefined);
    expect(Validator.prototype.validate).toBe(original);
  });
});
