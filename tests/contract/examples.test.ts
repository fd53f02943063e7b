// Every example of the contract validates (ajv, draft 2020-12) against the schema it illustrates:
// media-type and parameter examples against their `schema`, schema `examples` against the schema.
import { describe, expect, it } from 'vitest';
import {
  contractAjv,
  deref,
  loadContract,
  pointerOf,
  validatorAt,
  type Json,
} from '../support/contract.ts';

interface ExampleCase {
  name: string;
  schemaPointer: string;
  value: unknown;
}

function collect(doc: Json, node: unknown, tokens: string[], out: ExampleCase[]): void {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const object = node as Json;
  const here = tokens.join('/');
  if (object.schema && (object.example !== undefined || object.examples)) {
    const schemaPointer = pointerOf(...tokens, 'schema');
    if (object.example !== undefined) {
      out.push({ name: `${here}/example`, schemaPointer, value: object.example });
    }
    for (const [key, example] of Object.entries((object.examples ?? {}) as Json)) {
      const value = deref<Json>(doc, example).value;
      out.push({ name: `${here}/examples/${key}`, schemaPointer, value });
    }
  }
  if (Array.isArray(object.examples) && !object.schema) {
    object.examples.forEach((value, index) =>
      out.push({ name: `${here}/examples/${index}`, schemaPointer: pointerOf(...tokens), value }),
    );
  }
  for (const [key, child] of Object.entries(object)) {
    if (key.startsWith('x-') || key === 'example' || key === 'examples') continue;
    collect(doc, child, [...tokens, key], out);
  }
}

describe('examples', () => {
  const doc = loadContract();
  const ajv = contractAjv(doc);
  const cases: ExampleCase[] = [];
  collect(doc, { paths: doc.paths, components: doc.components }, [], cases);

  it('are many (every answer and body is illustrated)', () => {
    expect(cases.length).toBeGreaterThan(300);
  });

  it('all validate against their schema', () => {
    const failures = cases.flatMap(({ name, schemaPointer, value }) => {
      const validate = validatorAt(ajv, schemaPointer);
      return validate(value) ? [] : [`${name}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(failures).toEqual([]);
  });

  it('catches an example that breaks its schema (the check can fail)', () => {
    const validate = validatorAt(ajv, pointerOf('components', 'schemas', 'Problem'));
    expect(validate({ type: 'x', title: 'y', status: 'not a number' })).toBe(false);
  });
});
