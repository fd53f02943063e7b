// The test server refuses an answer with a property its contract schema does not list, which
// the production serialiser (fast-json-stringify) would drop without a word.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { implemented } from '../../src/areas/index.ts';
import type { Handlers } from '../../src/areas/handler.ts';
import { buildLazySerializers } from '../../src/plugins/lazy-serializers.ts';
import { buildStrictSerializers } from '../../src/plugins/strict-answers.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';

const route = (schema: unknown) => ({ method: 'GET', url: '/x', httpStatus: '200', schema });
const closed = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: { type: 'string' },
    at: { type: 'string', format: 'date-time' },
    owner: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: { name: { type: 'string' } },
    },
  },
};

describe('strict serialisers', () => {
  const strict = buildStrictSerializers()(route(closed));

  it('write a documented answer as the production serialiser does', () => {
    const answer = { id: 'a', at: new Date('2026-11-28T10:00:00Z'), owner: { name: 'Anna' } };
    expect(strict(answer)).toBe(buildLazySerializers()(route(closed))(answer));
  });

  it('refuse an undocumented property at any depth, naming its pointer', () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    expect(() => strict({ id: 'a', passwordHash: 'x' })).toThrow(/\/passwordHash/);
    expect(() => strict({ id: 'a', owner: { name: 'Anna', email: 'a@b.c' } })).toThrow(
      /\/owner\/email/,
    );
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('leave other mismatches to the contract tests (they see what the serialiser writes)', () => {
    expect(strict({ id: 'a', owner: null })).toBe('{"id":"a","owner":null}');
  });

  it("compile schemas that share the glue's $id and refer inside themselves", () => {
    const recursive = (name: string) => ({
      $id: 'http://example.com/fastifySchema',
      type: 'object',
      additionalProperties: false,
      properties: { [name]: { type: 'string' }, next: { $ref: '#' } },
    });
    const compile = buildStrictSerializers();
    const first = compile(route(recursive('a')));
    const second = compile(route(recursive('b')));
    expect(first({ a: 'x', next: { a: 'y' } })).toBe('{"a":"x","next":{"a":"y"}}');
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    expect(() => second({ b: 'x', next: { a: 'y' } })).toThrow(/\/next\/a/);
    warn.mockRestore();
  });

  it('see through a closing composition (unevaluatedProperties)', () => {
    const composed = buildStrictSerializers()(
      route({
        allOf: [{ type: 'object', properties: { id: { type: 'string' } } }],
        unevaluatedProperties: false,
      }),
    );
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    expect(() => composed({ id: 'a', secret: 1 })).toThrow(/\/secret/);
    warn.mockRestore();
  });
});

describe('the test server', () => {
  let server: TestServer;
  const leaking: Handlers = {
    ...implemented,
    getDateTime: async (...args) => ({
      ...(await implemented.getDateTime!(...args)),
      serverTimezone: 'Europe/Zurich',
    }),
  };
  beforeAll(async () => {
    server = await createTestServer({ handlers: leaking });
  });
  afterAll(() => server.close());

  it('answers 500 rather than drop an undocumented property silently', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const response = await server.app.inject({ method: 'GET', url: '/v1/datetime' });
    expect(response.statusCode).toBe(500);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/\/v1\/datetime 200 .*\/serverTimezone/);
    warn.mockRestore();
  });
});
