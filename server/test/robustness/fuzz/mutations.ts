// Mutations of valid-looking values (schema.ts): one to three places of a value broken on
// purpose (wrong types, missing required properties, extra properties, boundary and huge strings
// and numbers, near-miss formats and enums, unicode, nulls, arrays for objects and back, deep
// nesting), each named so that a failure says what was done. Kept apart from value generation,
// which it uses for the schemas (resolve, types) and for fresh valid items.
import { deepNesting, RawJson } from './json-text.ts';
import type { Prng } from './prng.ts';
import type { Schema, SchemaFuzzer } from './schema.ts';
import { WEIRD_STRINGS } from './weird-strings.ts';

type Path = (string | number)[];

export class SchemaMutator {
  constructor(
    private readonly schemas: SchemaFuzzer,
    private readonly rng: Prng,
  ) {}

  /** `value` (made from `schema`) changed in one to three places; names what was done. */
  mutate(value: unknown, schema: unknown): { value: unknown; mutations: string[] } {
    let current = value;
    const mutations: string[] = [];
    for (let n = this.rng.int(1, 3); n > 0; n--) {
      const nodes: { path: Path; schema: Schema; value: unknown }[] = [];
      this.collect(current, this.schemas.resolve(schema), [], nodes);
      const node = this.rng.pick(nodes);
      const [replacement, name] = this.mutateNode(node.value, node.schema);
      mutations.push(`${name}@/${node.path.join('/')}`);
      current = setAt(current, node.path, replacement);
    }
    return { value: current, mutations };
  }

  private collect(
    value: unknown,
    s: Schema,
    path: Path,
    out: { path: Path; schema: Schema; value: unknown }[],
  ): void {
    out.push({ path, schema: s, value });
    if (path.length > 12 || value instanceof RawJson) return;
    if (Array.isArray(value)) {
      value.forEach((item, i) =>
        this.collect(item, this.schemas.resolve(s.items), [...path, i], out),
      );
    } else if (value && typeof value === 'object') {
      const branches = ((s.oneOf ?? s.anyOf) as unknown[] | undefined)?.map((b) =>
        this.schemas.resolve(b),
      );
      for (const [key, item] of Object.entries(value)) {
        const owner = [s, ...(branches ?? [])].find(
          (b) => (b.properties as Record<string, unknown> | undefined)?.[key],
        );
        const property = (owner?.properties as Record<string, unknown> | undefined)?.[key];
        this.collect(item, this.schemas.resolve(property), [...path, key], out);
      }
    }
  }

  private mutateNode(value: unknown, s: Schema): [unknown, string] {
    const rng = this.rng;
    const types = this.schemas.types(s);
    const generic: [number, () => [unknown, string]][] = [
      [2, () => [null, 'null']],
      [3, () => this.wrongType(types)],
      [1, () => [[value], 'wrapped-in-array']],
      [1, () => [{ value }, 'wrapped-in-object']],
      [1, () => [deepNesting(rng.int(20, 3000), rng.chance(0.5)), 'deep-nesting']],
    ];
    const specific: [number, () => [unknown, string]][] = [];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const object = value as Record<string, unknown>;
      const required = ((s.required as string[] | undefined) ?? []).filter((k) => k in object);
      if (required.length)
        specific.push([
          5,
          () => {
            const key = rng.pick(required);
            const rest = { ...object };
            delete rest[key];
            return [rest, `missing-required:${key}`];
          },
        ]);
      specific.push([4, () => this.extraProperty(object)]);
      specific.push([1, () => [{}, 'empty-object']]);
      specific.push([1, () => [Object.values(object), 'array-instead-of-object']]);
    }
    if (Array.isArray(value)) {
      specific.push([2, () => [[], 'empty-array']]);
      specific.push([
        2,
        () => {
          const count = Math.min(Number(s.maxItems ?? 50) + 1, 2000);
          const item = value[0] ?? this.schemas.valid(s.items);
          return [Array.from({ length: count }, () => item), `many-items:${count}`];
        },
      ]);
      specific.push([1, () => [{ ...value }, 'object-instead-of-array']]);
      specific.push([1, () => [[...value, ...value], 'duplicate-items']]);
    }
    if (typeof value === 'string' || types.includes('string')) {
      specific.push([6, () => this.badString(s)]);
    }
    if (typeof value === 'number' || types.includes('integer') || types.includes('number')) {
      specific.push([5, () => this.badNumber(s, types.includes('integer'))]);
    }
    if (Array.isArray(s.enum)) {
      specific.push([
        3,
        () => {
          const e = String(rng.pick(s.enum as unknown[]));
          return [
            rng.pick([e.toUpperCase(), e.toLowerCase(), ` ${e}`, `${e}x`, e.slice(1), e + e]),
            'near-enum',
          ];
        },
      ]);
    }
    return rng.weighted([...generic, ...specific])();
  }

  private wrongType(types: string[]): [unknown, string] {
    const candidates: [string, unknown][] = [
      ['string', this.rng.pick(['text', '', '123', 'true'])],
      ['integer', this.rng.pick([0, 42, -7])],
      ['number', 3.25],
      ['boolean', this.rng.chance(0.5)],
      ['array', [1, 'two', null]],
      ['object', { unexpected: true }],
    ];
    const [name, value] = this.rng.pick(
      candidates.filter(
        ([t]) => !types.includes(t) && !(t === 'integer' && types.includes('number')),
      ),
    );
    return [value, `wrong-type:${name}`];
  }

  private extraProperty(object: Record<string, unknown>): [unknown, string] {
    const key = this.rng.pick([
      'unexpected',
      'isAdmin',
      'id',
      '__proto__',
      'constructor',
      '',
      ' ',
      'ünïcödé',
      'a'.repeat(300),
    ]);
    const copy: Record<string, unknown> = { ...object };
    Object.defineProperty(copy, key, {
      value: this.rng.pick([true, 'x', { admin: true }, null]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return [copy, `extra-property:${key.slice(0, 20)}`];
  }

  private badString(s: Schema): [unknown, string] {
    const rng = this.rng;
    const min = Number(s.minLength ?? 0);
    const max = s.maxLength === undefined ? undefined : Number(s.maxLength);
    const options: [number, () => [unknown, string]][] = [
      [4, () => [rng.pick(WEIRD_STRINGS), 'weird-string']],
      [2, () => ['x'.repeat(rng.pick([10_000, 100_000, 1_000_000])), 'huge-string']],
      [1, () => ['€'.repeat(rng.int(100, 50_000)), 'huge-multibyte-string']],
      [1, () => [`${this.schemas.valid(s)}${rng.pick(WEIRD_STRINGS)}`, 'valid-plus-weird']],
    ];
    if (max !== undefined) {
      options.push([3, () => ['y'.repeat(max + 1), `maxLength+1:${max + 1}`]]);
      options.push([1, () => ['y'.repeat(max), `maxLength:${max}`]]);
      options.push([1, () => ['😀'.repeat(max), `maxLength-astral:${max}`]]);
    }
    if (min > 0) options.push([2, () => ['z'.repeat(min - 1), `minLength-1:${min - 1}`]]);
    const format = s.format as string | undefined;
    if (format) {
      const near: Record<string, string[]> = {
        uuid: [
          'not-a-uuid',
          '00000000-0000-0000-0000-000000000000',
          'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
          rng.uuid().toUpperCase(),
          rng.uuid().replace(/-/g, ''),
          `{${rng.uuid()}}`,
          `${rng.uuid()}0`,
        ],
        email: [
          'no-at-sign',
          '@example.org',
          'a@',
          'a@b',
          'a..b@example.org',
          `${'l'.repeat(250)}@example.org`,
          'üñí@exämple.ch',
          '"quoted local"@example.org',
          'a@[127.0.0.1]',
          'UPPER.CASE@MUSTER-TREUHAND.CH',
        ],
        date: [
          '2026-02-30',
          '2026-13-01',
          '26-1-1',
          '2026-11-01T00:00:00Z',
          '0000-00-00',
          '9999-12-31',
        ],
        'date-time': [
          '2026-11-01',
          '2026-11-01T25:00:00Z',
          'yesterday',
          '1970-01-01T00:00:00+14:00',
        ],
        uri: ['not a uri', 'javascript:alert(1)', '//no-scheme', 'http://', 'file:///etc/passwd'],
      };
      if (near[format]) options.push([4, () => [rng.pick(near[format]), `near-${format}`]]);
    }
    if (typeof s.pattern === 'string') {
      options.push([
        2,
        () => [rng.pick(['!!!', 'a b', '-', '\u00e9', '0'.repeat(40)]), 'anti-pattern'],
      ]);
    }
    return rng.weighted(options)();
  }

  private badNumber(s: Schema, integer: boolean): [unknown, string] {
    const rng = this.rng;
    const options: number[] = [
      0,
      -1,
      1,
      -0,
      1e308,
      -1e308,
      2 ** 31,
      2 ** 53 - 1,
      2 ** 53 + 2,
      2 ** 64,
      1e-300,
    ];
    if (integer) options.push(1.5, 0.0001, -2.5);
    if (typeof s.minimum === 'number') options.push(s.minimum - 1, s.minimum, s.minimum - 0.5);
    if (typeof s.maximum === 'number') options.push(s.maximum + 1, s.maximum, s.maximum + 0.5);
    if (typeof s.exclusiveMinimum === 'number') options.push(s.exclusiveMinimum);
    if (typeof s.multipleOf === 'number') options.push(s.multipleOf * 1.5);
    const value = rng.pick(options);
    return rng.chance(0.15) ? [String(value), 'number-as-string'] : [value, `number:${value}`];
  }
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(root as object)) {
    Object.defineProperty(copy, key, {
      value: (root as Record<string, unknown>)[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  Object.defineProperty(copy, head as string, {
    value: setAt(copy[head as string], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}
