// Valid-looking values from the contract's JSON Schemas (draft 2020-12): every required property,
// optional ones at random, formats, patterns, bounds, enums, examples and known fixture ids, so
// that requests get past validation and reach real rows. Breaking such values on purpose is
// mutations.ts's job; both share resolve() and types() from here.
import type { Prng } from './prng.ts';
import { stringMatching } from './regex.ts';
import { WEIRD_STRINGS } from './weird-strings.ts';

export type Schema = Record<string, unknown>;

/** Values the generator prefers for some strings, so that valid-looking requests reach real rows. */
export interface Hints {
  /** Known ids (uuid format), e.g. documents and requests of the fixtures. */
  uuids(): string[];
  /** Known e-mails of the fixtures. */
  emails(): string[];
  /** Known values of a property by its name (e.g. visualSignatureId), if any. */
  byName(name: string): string[] | undefined;
}

const MAX_DEPTH = 8;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value;
}

export class SchemaFuzzer {
  constructor(
    private readonly doc: Record<string, unknown>,
    private readonly rng: Prng,
    private readonly hints: Hints,
  ) {}

  /** Follows $ref (siblings of a $ref win) and merges allOf. */
  resolve(schema: unknown): Schema {
    if (!schema || typeof schema !== 'object') return {};
    let s = schema as Schema;
    for (let hops = 0; typeof s.$ref === 'string' && hops < 20; hops++) {
      const { $ref, ...siblings } = s;
      s = { ...this.pointer($ref as string), ...siblings };
    }
    if (Array.isArray(s.allOf)) {
      const { allOf, ...rest } = s;
      const merged: Schema = { ...rest };
      for (const part of allOf as unknown[]) {
        const r = this.resolve(part);
        merged.properties = { ...(merged.properties as object), ...(r.properties as object) };
        merged.required = [
          ...((merged.required as string[]) ?? []),
          ...((r.required as string[]) ?? []),
        ];
        for (const [k, v] of Object.entries(r))
          if (!(k in merged) && k !== 'properties' && k !== 'required') merged[k] = v;
      }
      s = merged;
    }
    return s;
  }

  private pointer(ref: string): Schema {
    if (!ref.startsWith('#/')) throw new Error(`external $ref ${ref}`);
    let node: unknown = this.doc;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      node = (node as Record<string, unknown>)[key];
    }
    return node as Schema;
  }

  /** The schema's types (type, or guessed from its keywords). */
  types(s: Schema): string[] {
    if (Array.isArray(s.type)) return s.type as string[];
    if (typeof s.type === 'string') return [s.type];
    if (s.properties || s.required) return ['object'];
    if (s.items) return ['array'];
    if (s.enum) return [...new Set((s.enum as unknown[]).map(typeOf))];
    if (s.const !== undefined) return [typeOf(s.const)];
    return ['string'];
  }

  /**
   * A value `schema` accepts (now and then null where it allows null); `name` is the property's,
   * for the fixture values the hints know by name.
   */
  valid(schema: unknown, name = '', depth = 0): unknown {
    const s = this.resolve(schema);
    const rng = this.rng;
    if (s.const !== undefined) return s.const;
    if (Array.isArray(s.enum)) return rng.pick(s.enum as unknown[]);
    const branches = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
    if (Array.isArray(branches)) {
      const rest = { ...s };
      delete rest.oneOf;
      delete rest.anyOf;
      const branch = this.resolve(rng.pick(branches));
      return this.valid({ ...rest, ...branch }, name, depth);
    }
    const types = this.types(s);
    const nonNull = types.filter((t) => t !== 'null');
    const type = nonNull.length === 0 || rng.chance(0.05) ? rng.pick(types) : rng.pick(nonNull);
    switch (type) {
      case 'null':
        return null;
      case 'boolean':
        return rng.chance(0.5);
      case 'integer':
      case 'number':
        return this.number(s, type === 'integer');
      case 'array':
        return this.array(s, name, depth);
      case 'object':
        return this.object(s, depth);
      default:
        return this.string(s, name);
    }
  }

  private object(s: Schema, depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    if (depth > MAX_DEPTH) return out;
    const properties = (s.properties ?? {}) as Record<string, unknown>;
    const required = new Set((s.required as string[] | undefined) ?? []);
    for (const [key, property] of Object.entries(properties)) {
      if (required.has(key) || this.rng.chance(0.5))
        out[key] = this.valid(property, key, depth + 1);
    }
    const additional = s.additionalProperties;
    if (additional && typeof additional === 'object' && Object.keys(properties).length === 0) {
      for (let n = this.rng.int(0, 3); n > 0; n--)
        out[`key_${this.rng.int(0, 99)}`] = this.valid(additional, '', depth + 1);
    }
    const minProperties = Number(s.minProperties ?? 0);
    for (const key of Object.keys(properties)) {
      if (Object.keys(out).length >= minProperties) break;
      if (!(key in out)) out[key] = this.valid(properties[key], key, depth + 1);
    }
    return out;
  }

  private array(s: Schema, name: string, depth: number): unknown[] {
    const min = Number(s.minItems ?? 0);
    const max = Math.min(Number(s.maxItems ?? Infinity), min + 3);
    if (depth > MAX_DEPTH) return [];
    const count = this.rng.int(min, Math.max(min, max));
    const items: unknown[] = [];
    const seen = new Set<string>();
    for (let attempt = 0; items.length < count && attempt < count * 4; attempt++) {
      const item = this.valid(s.items ?? {}, name, depth + 1);
      const key = JSON.stringify(item);
      if (s.uniqueItems && seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
    return items;
  }

  private number(s: Schema, integer: boolean): number {
    const rng = this.rng;
    let min = typeof s.minimum === 'number' ? s.minimum : -1000;
    let max = typeof s.maximum === 'number' ? s.maximum : 1000;
    if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + (integer ? 1 : 0.5);
    if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - (integer ? 1 : 0.5);
    if (typeof s.minimum === 'number' && typeof s.maximum !== 'number') max = min + 1000;
    if (typeof s.maximum === 'number' && typeof s.minimum !== 'number') min = max - 1000;
    if (Array.isArray(s.examples) && rng.chance(0.3)) return rng.pick(s.examples as number[]);
    if (typeof s.default === 'number' && rng.chance(0.2)) return s.default;
    if (typeof s.maximum !== 'number' && typeof s.exclusiveMaximum !== 'number' && rng.chance(0.1))
      return rng.pick(
        integer ? [2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER] : [1e6, 2 ** 31, 1e15, 1e300],
      );
    let value = integer
      ? rng.int(Math.ceil(min), Math.floor(max))
      : Math.round((min + rng.next() * (max - min)) * 100) / 100;
    if (typeof s.multipleOf === 'number')
      value = Math.max(min, Math.round(value / s.multipleOf) * s.multipleOf);
    return rng.chance(0.2) ? (rng.chance(0.5) ? Math.ceil(min) : Math.floor(max)) : value;
  }

  private string(s: Schema, name: string): string {
    const rng = this.rng;
    const examples = [
      ...((s.examples as unknown[] | undefined) ?? []),
      ...(s.example === undefined ? [] : [s.example]),
    ].filter((e): e is string => typeof e === 'string');
    const known = this.hints.byName(name);
    if (known?.length && rng.chance(0.7)) return rng.pick(known);
    const format = s.format as string | undefined;
    if (format === 'uuid') {
      const ids = this.hints.uuids();
      return ids.length && rng.chance(0.6) ? rng.pick(ids) : rng.uuid();
    }
    if (format === 'email') {
      const emails = this.hints.emails();
      if (emails.length && rng.chance(0.4)) return rng.pick(emails);
    }
    if (examples.length && rng.chance(0.4)) return rng.pick(examples);
    if (typeof s.default === 'string' && rng.chance(0.2)) return s.default;
    if (typeof s.pattern === 'string') {
      const matching = stringMatching(s.pattern, rng);
      if (matching !== undefined) return this.fitLength(matching, s, true);
      if (examples.length) return rng.pick(examples);
    }
    switch (format) {
      case 'email':
        return `${rng.pick(['anna.meier', 'beat', 'x', 'chiara+tag'])}.${rng.int(0, 9999)}@${rng.pick(['muster-treuhand.ch', 'example.org'])}`;
      case 'date':
        return `20${rng.int(10, 39)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
      case 'date-time':
        return new Date(
          Date.UTC(2026, rng.int(0, 11), rng.int(1, 28), rng.int(0, 23)),
        ).toISOString();
      case 'uri':
        return rng.pick([
          'https://example.org/return',
          'http://localhost:5173/done',
          'https://a.b/c?d=e',
        ]);
      case 'uri-reference':
        return rng.pick(['/relative/path', 'https://example.org/x', '#frag']);
      case 'password':
        return rng.pick(['Zurich-Treuhand-2026!', 'short', 'password123', 'Aa1!'.repeat(8)]);
      default:
        break;
    }
    // Valid but unusual text (unicode, blanks, markup, long) reaches deep: PDFs, mails, images.
    if (rng.chance(0.25)) {
      const max = Number(s.maxLength ?? 5_000);
      const weird = rng.pick([
        ...WEIRD_STRINGS.filter((w) => !w.includes('\u0000')),
        'W'.repeat(Math.min(max, 5_000)),
        '€😀'.repeat(Math.max(1, Math.floor(Math.min(max, 2_000) / 3))),
      ]);
      const fitted = this.fitLength(weird, s, false);
      if ([...fitted].length >= Number(s.minLength ?? 0)) return fitted;
    }
    if (examples.length) return rng.pick(examples);
    const words = ['Mandate agreement 2026', 'Anna', 'Meier', 'x', 'Please sign.', 'vs-1', 'de'];
    return this.fitLength(rng.pick(words), s, false);
  }

  private fitLength(value: string, s: Schema, patterned: boolean): string {
    const min = Number(s.minLength ?? 0);
    const max = Number(s.maxLength ?? Infinity);
    let out = value;
    if (!patterned) while (out.length < min) out += 'x';
    if ([...out].length > max) out = [...out].slice(0, max).join('');
    return out;
  }
}
