// The body of a fuzzed request and its Content-Type: for operations without a body now and then
// an unexpected one; otherwise one of the declared media types, its body valid-looking, mutated,
// raw text that is not the JSON it claims to be, left out, or sent under a wrong content type.
// Multipart uploads are multipart.ts's.
import { deepNesting, toJson } from './json-text.ts';
import type { SchemaMutator } from './mutations.ts';
import { MultipartFuzzer, type SampleFiles } from './multipart.ts';
import type { Operation } from './operations.ts';
import type { Prng } from './prng.ts';
import type { SchemaFuzzer } from './schema.ts';

export class BodyFuzzer {
  private readonly multipart: MultipartFuzzer;

  constructor(
    private readonly rng: Prng,
    private readonly schemas: SchemaFuzzer,
    private readonly mutator: SchemaMutator,
    files: SampleFiles,
  ) {
    this.multipart = new MultipartFuzzer(rng, schemas, files);
  }

  /** The payload (if any); sets the content-type header and notes what was done. */
  build(
    operation: Operation,
    headers: Record<string, string>,
    notes: string[],
  ): string | Buffer | undefined {
    const rng = this.rng;
    const types = Object.keys(operation.bodies);
    if (types.length === 0) {
      if (!rng.chance(0.08)) return undefined;
      const [type, payload] = rng.pick<[string, string | Buffer]>([
        ['application/json', '{"unexpected":true}'],
        ['application/json', '[]'],
        ['text/plain', 'hello'],
        ['application/octet-stream', rng.bytes(64)],
        ['', 'no content type'],
      ]);
      if (type) headers['content-type'] = type;
      notes.push(`body:unexpected:${type || 'no-type'}`);
      return payload;
    }
    const type = rng.pick(types);
    const schema = operation.bodies[type];
    const mode = rng.weighted([
      [35, 'valid'],
      [38, 'mutated'],
      [10, 'raw'],
      [6, 'none'],
      [11, 'wrong-type'],
    ] as const);
    notes.push(`body:${type}:${mode}`);
    if (mode === 'none') {
      if (rng.chance(0.5)) headers['content-type'] = type;
      return undefined;
    }
    if (type === 'multipart/form-data') return this.multipart.build(schema, mode, headers, notes);
    if (mode === 'raw') {
      headers['content-type'] = rng.chance(0.9) ? type : 'application/json; charset=utf-8';
      const raw = rawJson(rng);
      notes.push(`raw:${typeof raw === 'string' ? raw.slice(0, 40) : 'bytes'}`);
      return raw;
    }
    let value = this.schemas.valid(schema);
    if (mode === 'mutated') {
      const mutated = this.mutator.mutate(value, schema);
      value = mutated.value;
      notes.push(...mutated.mutations);
    }
    headers['content-type'] =
      mode === 'wrong-type'
        ? rng.pick([
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/json-patch+json',
            'application/problem+json',
            'application/pdf',
            'application/octet-stream',
            'application/json; charset=utf-16',
            'application/json; charset=iso-8859-1',
            'APPLICATION/JSON',
            'application/json;;',
            ';',
            'text/json',
            'application/vnd.api+json',
            '*/*',
          ])
        : rng.weighted([
            [90, type],
            [5, `${type}; charset=utf-8`],
            [2, `${type}; charset=UTF-8; foo=bar`],
            [3, `${type.toUpperCase()}`],
          ]);
    if (mode === 'wrong-type') notes.push(`content-type:${headers['content-type']}`);
    return toJson(value);
  }
}

/** Bodies that are not the JSON they claim to be, or odd JSON. */
function rawJson(rng: Prng): string | Buffer {
  return rng.weighted<() => string | Buffer>([
    [2, () => ''],
    [2, () => rng.pick(['{', '{"a":', '[', 'nul', '{"a" 1}', "{'a':1}", '{a:1}', '{"a":1,}'])],
    [2, () => rng.pick(['null', 'true', '0', '-1', '"string"', '[]', '{}', '[{}]', '[null]'])],
    [1, () => '{"a":1,"a":2}'],
    [
      2,
      () => rng.pick(['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}']),
    ],
    [1, () => '\ufeff{}'],
    [1, () => '{} trailing'],
    [1, () => rng.pick(['{"x":1e999}', '[1e999]', '-1e999', '123456789012345678901234567890'])],
    [1, () => rng.pick(['{"x":"\\ud800"}', '{"x":"\\u0000"}', '"\\u0000"'])],
    [
      1,
      () => {
        const depth = rng.pick([1000, 100_000]);
        return `${'['.repeat(depth)}${']'.repeat(rng.chance(0.5) ? depth : 0)}`;
      },
    ],
    [2, () => deepNesting(rng.pick([1000, 5000]), rng.chance(0.5)).text],
    [1, () => `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`],
    [1, () => `[${'0,'.repeat(200_000)}0]`],
    [1, () => Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00])],
    [1, () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])],
  ])();
}
