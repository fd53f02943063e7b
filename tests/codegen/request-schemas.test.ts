// The form-schema extraction: component refs become $defs, transitively, and nothing else.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { extractRequestSchemas, type OpenApiDocument } from '../../scripts/request-schemas.ts';

const doc: OpenApiDocument = {
  paths: {
    '/v1/things': {
      post: {
        operationId: 'createThing',
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
        },
      },
      get: { operationId: 'listThings' },
    },
    '/v1/upload': {
      post: {
        operationId: 'uploadThing',
        requestBody: { content: { 'multipart/form-data': { schema: { type: 'object' } } } },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['owner'],
        properties: { owner: { $ref: '#/components/schemas/Owner' } },
      },
      Owner: {
        type: 'object',
        required: ['email'],
        properties: { email: { type: 'string' } },
      },
      Unused: { type: 'string' },
    },
  },
};

describe('extractRequestSchemas', () => {
  const schemas = extractRequestSchemas(doc, 'generated');

  it('writes one schema per JSON request body, named by operationId', () => {
    expect(Object.keys(schemas)).toEqual(['createThing']);
  });

  it('rewrites refs to $defs and copies referenced components transitively', () => {
    const schema = schemas.createThing;
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$ref).toBe('#/$defs/Thing');
    expect(Object.keys(schema.$defs as object)).toEqual(['Owner', 'Thing']);
    expect(JSON.stringify(schema)).not.toContain('#/components/');
  });

  it('produces a schema ajv (2020-12) compiles and applies', () => {
    const validate = new Ajv2020({ strict: false }).compile(schemas.createThing);
    expect(validate({ owner: { email: 'anna.meier@muster-treuhand.ch' } })).toBe(true);
    expect(validate({ owner: {} })).toBe(false);
  });
});
