// an undocumented field in a success answer must fail the contract's validation (our
// dredd hooks, Prism's validation proxy, any client's Ajv). So every 2xx JSON answer schema, and
// every object schema reachable from it, is closed.
import { describe, expect, it } from 'vitest';
import {
  contractAjv,
  deref,
  isJsonMediaType,
  loadContract,
  operationsOf,
  pointerOf,
  validatorAt,
  type Json,
} from '../support/contract.ts';
import { findOpenObjects } from '../support/open-objects.ts';

/** `#`-pointers of every 2xx JSON answer schema, each with the operation and status it answers. */
function successSchemas(doc: Json): { pointer: string; answer: string }[] {
  return operationsOf(doc).flatMap((op) =>
    Object.entries(op.operation.responses as Json)
      .filter(([status]) => /^2/.test(status))
      .flatMap(([status, response]) => {
        const ref = (response as Json).$ref as string | undefined;
        const base = ref ?? `#${op.pointer}${pointerOf('responses', status)}`;
        const content = (deref<Json>(doc, response).content ?? {}) as Json;
        return Object.keys(content)
          .filter(isJsonMediaType)
          .map((type) => ({
            pointer: `${base}${pointerOf('content', type, 'schema')}`,
            answer: `${op.operation.operationId as string} ${status} ${type}`,
          }));
      }),
  );
}

describe('closed success answers', () => {
  const doc = loadContract();
  const answers = successSchemas(doc);

  it('finds every success JSON answer of the contract', () => {
    expect(answers.length).toBeGreaterThan(180);
  });

  it('let no undocumented property through, at any depth', () => {
    const open = answers.flatMap(({ pointer, answer }) =>
      findOpenObjects(doc, [pointer]).map((o) => `${o.pointer} (${answer}): ${o.why}`),
    );
    // One line per open schema, the first answer that reaches it.
    const firstPerSchema = [...new Map(open.map((line) => [line.split(' ')[0], line])).values()];
    expect(firstPerSchema).toEqual([]);
  });

  it('and the Problem of every error answer is closed too (our problem types, fully listed)', () => {
    expect(findOpenObjects(doc, ['#/components/schemas/Problem'])).toEqual([]);
  });

  it('refuse an undocumented field in a real answer (getUser 200)', () => {
    const getUser = answers.find((a) => a.answer === 'getUser 200 application/json');
    expect(getUser).toBeDefined();
    const media = at(doc, getUser!.pointer.replace(/\/schema$/, ''));
    // The answer's example: the `world` one since the mock's scenarios named them (EXAMPLES.md).
    const named = media.examples as Record<string, { value: Json }> | undefined;
    const user = (media.example ?? Object.values(named ?? {})[0]?.value) as Json;
    const validate = validatorAt(contractAjv(doc), getUser!.pointer.slice(1));
    expect(validate(user)).toBe(true);
    expect(validate({ ...user, passwordHash: 'x' })).toBe(false);
  });
});

/** The node a `#`-pointer of {@link successSchemas} names. */
function at(doc: Json, pointer: string): Json {
  return deref<Json>(doc, { $ref: decodeURIComponent(pointer) });
}

describe('the open-object finder', () => {
  const object = (extra: Json = {}): Json => ({
    type: 'object',
    properties: { id: { type: 'string' } },
    ...extra,
  });
  const find = (schemas: Json) =>
    findOpenObjects({ components: { schemas } }, ['#/components/schemas/Root']).map(
      (o) => o.pointer,
    );

  it('names an open object nested in an item of a closed list', () => {
    const root = object({
      additionalProperties: false,
      properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Item' } } },
    });
    expect(find({ Root: root, Item: object() })).toEqual(['#/components/schemas/Item']);
    expect(find({ Root: root, Item: object({ additionalProperties: false }) })).toEqual([]);
  });

  it('accepts a typed map and refuses an untyped one', () => {
    const map = (values: unknown) =>
      object({
        additionalProperties: false,
        properties: { counts: { type: 'object', additionalProperties: values } },
      });
    expect(find({ Root: map({ type: 'integer' }) })).toEqual([]);
    expect(find({ Root: map(true) })).toEqual(['#/components/schemas/Root/properties/counts']);
  });

  it('lets unevaluatedProperties close a composition, not additionalProperties', () => {
    const composed = (closing: Json) => ({
      allOf: [{ $ref: '#/components/schemas/Base' }, object()],
      ...closing,
    });
    const Base = object();
    expect(find({ Root: composed({ unevaluatedProperties: false }), Base })).toEqual([]);
    expect(find({ Root: composed({}), Base })).toEqual([
      '#/components/schemas/Base',
      '#/components/schemas/Root/allOf/1',
    ]);
    expect(find({ Root: composed({ additionalProperties: false }), Base })).toContain(
      '#/components/schemas/Root',
    );
  });

  it('does not let a closing composition close the properties of its branches', () => {
    const Root = {
      allOf: [object({ properties: { inner: object() } })],
      unevaluatedProperties: false,
    };
    expect(find({ Root })).toEqual(['#/components/schemas/Root/allOf/0/properties/inner']);
  });

  it('names a closed allOf branch, which refuses what the other branches add', () => {
    const Root = {
      allOf: [{ $ref: '#/components/schemas/Base' }, object()],
      unevaluatedProperties: false,
    };
    expect(find({ Root, Base: object({ additionalProperties: false }) })).toEqual([
      '#/components/schemas/Root/allOf/0',
    ]);
  });
});
