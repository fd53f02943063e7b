// One fuzzed request of an operation: auth, path and query parameters, headers and a body, each
// valid-looking (from the contract and the fixtures) or broken on purpose. This file builds the
// request and its URL and extra headers; the variants of its parts live apart: credentials in
// auth.ts, bodies in bodies.ts and multipart.ts, broken values in mutations.ts, and what keeps
// everything sendable on the wire (ASCII URLs, latin-1 headers, sizes) in wire.ts.
import { AuthFuzzer, type DirectCredentials, type Tokens } from './auth.ts';
import { BodyFuzzer } from './bodies.ts';
import type { SampleFiles } from './multipart.ts';
import { SchemaMutator } from './mutations.ts';
import type { Operation } from './operations.ts';
import type { Prng } from './prng.ts';
import type { SchemaFuzzer } from './schema.ts';
import { WEIRD_STRINGS } from './weird-strings.ts';
import { encode, encodeSegment, latin1, MAX_QUERY, queryValue } from './wire.ts';

/** The fixtures a request can use (ids that exist, credentials that work). */
export interface World {
  /** Bearer tokens: the owner of the fixtures, a signer of its requests, a stranger. */
  tokens: Tokens;
  /** Basic credentials (user:password) of direct-link signers: the fixture's first. */
  directs: DirectCredentials[];
  /** Known values of path parameters by name. */
  pathValues: Record<string, string[]>;
  files: SampleFiles;
}

export interface FuzzRequest {
  operation: Operation;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  /** What was done to this request, for the failure report. */
  notes: string[];
}

export class RequestFuzzer {
  private readonly mutator: SchemaMutator;
  private readonly auth: AuthFuzzer;
  private readonly bodies: BodyFuzzer;

  constructor(
    private readonly rng: Prng,
    private readonly schemas: SchemaFuzzer,
    private readonly world: World,
  ) {
    this.mutator = new SchemaMutator(schemas, rng);
    this.auth = new AuthFuzzer(rng, world.directs);
    this.bodies = new BodyFuzzer(rng, schemas, this.mutator, world.files);
  }

  /** `tokens` replaces the world's bearer tokens for this request. */
  build(operation: Operation, tokens?: World['tokens']): FuzzRequest {
    const notes: string[] = [];
    const headers: Record<string, string> = {};
    this.auth.authorize(operation, headers, notes, tokens ?? this.world.tokens);
    const url = this.path(operation, notes) + this.query(operation, notes);
    const payload = this.bodies.build(operation, headers, notes);
    this.extraHeaders(headers, notes);
    const rng = this.rng;
    const remoteAddress = rng.weighted([
      [3, '127.0.0.1'],
      [1, '::1'],
      [6, `127.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`],
    ]);
    const method = operation.method === 'GET' && rng.chance(0.03) ? 'HEAD' : operation.method;
    if (method === 'HEAD') notes.push('method:HEAD');
    return { operation, method, url, headers, payload, remoteAddress, notes };
  }

  // ------------------------------------------------------------------ path and query

  private path(operation: Operation, notes: string[]): string {
    const rng = this.rng;
    return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
      const known = this.world.pathValues[name] ?? [];
      const mode = rng.weighted([
        [known.length ? 70 : 0, 'known'],
        [known.length ? 8 : 40, 'valid'],
        [22, 'mutated'],
      ] as const);
      if (mode === 'known') return encodeSegment(rng.pick(known));
      if (mode === 'valid') {
        notes.push(`path:${name}:generated`);
        return encodeSegment(String(this.schemas.valid(parameter?.schema ?? {}, name)));
      }
      const [value, note, raw] = rng.weighted<() => [string, string, boolean?]>([
        [4, () => [rng.uuid(), 'unknown-uuid']],
        [2, () => [rng.pick(known.length ? known : [rng.uuid()]).toUpperCase(), 'uppercase']],
        [5, () => [rng.pick(WEIRD_STRINGS.filter(Boolean)), 'weird']],
        [2, () => [String(rng.pick([0, -1, 1, 2, 3, 1.5, 1e21, 2 ** 31, 99999999999])), 'number']],
        [2, () => ['a'.repeat(rng.pick([64, 65, 99, 100])), 'long-below-limit']],
        [3, () => ['b'.repeat(rng.pick([101, 256, 2000])), 'very-long']],
        [
          1,
          () => [rng.pick(['%zz', '%E0%A4%A', '%', '%%', '%C0%AF', '%ff%fe']), 'bad-escape', true],
        ],
        [1, () => [rng.pick(['a%2Fb', '%2E%2E', '%20', '%00', '%0A', '+']), 'encoded', true]],
      ])();
      notes.push(`path:${name}:${note}`);
      return raw ? value : encodeSegment(value);
    });
  }

  private query(operation: Operation, notes: string[]): string {
    const rng = this.rng;
    const pairs: [string, string][] = [];
    for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
      if (!(parameter.required ? rng.chance(0.93) : rng.chance(0.55))) {
        if (parameter.required) notes.push(`query:${parameter.name}:missing-required`);
        continue;
      }
      let value: unknown;
      if (rng.chance(0.7)) value = this.schemas.valid(parameter.schema, parameter.name);
      else {
        const mutated = this.mutator.mutate(
          this.schemas.valid(parameter.schema, parameter.name),
          parameter.schema,
        );
        value = mutated.value;
        notes.push(`query:${parameter.name}:${mutated.mutations.join(',')}`);
      }
      for (const v of Array.isArray(value) ? value : [value])
        pairs.push([parameter.name, queryValue(v)]);
      if (rng.chance(0.04)) {
        pairs.push([parameter.name, queryValue(this.schemas.valid(parameter.schema))]);
        notes.push(`query:${parameter.name}:repeated`);
      }
    }
    if (rng.chance(0.08)) {
      pairs.push([rng.pick(['unknown', 'page', 'sort', '__proto__', 'x[y]', '']), 'z']);
      notes.push('query:extra');
    }
    let query = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
    if (rng.chance(0.03)) {
      query += rng.pick(['&%zz=1', '&a=%E0%A4%A', '&&&', '&=x', '&a', '&%00=%00', '&a[b][c]=d']);
      notes.push('query:raw-garbage');
    }
    if (query.length > MAX_QUERY) query = query.slice(0, MAX_QUERY);
    return query ? `?${query}` : rng.chance(0.02) ? '?' : '';
  }

  // ------------------------------------------------------------------ other headers

  private extraHeaders(headers: Record<string, string>, notes: string[]): void {
    const rng = this.rng;
    if (rng.chance(0.3)) {
      headers.accept = rng.pick([
        'application/json',
        'application/problem+json',
        '*/*',
        'text/html',
        'application/xml',
        'image/png',
        'application/pdf',
        'text/csv',
        'application/json;q=0, */*;q=0',
        'garbage/',
        '',
      ]);
      notes.push(`accept:${headers.accept}`);
    }
    if (rng.chance(0.04)) {
      headers['x-request-id'] = latin1(
        rng.pick(['', ' ', 'x'.repeat(5000), 'id with spaces', 'Zürich-é', rng.uuid()]),
      );
      notes.push('header:x-request-id');
    }
    if (rng.chance(0.04)) {
      const [name, value] = rng.pick<[string, string]>([
        ['content-encoding', 'gzip'],
        ['accept-language', 'xx-YY;q=2'],
        ['x-forwarded-for', '1.2.3.4, garbage'],
        ['origin', 'https://evil.example'],
        ['accept-version', '9.9.9'],
        ['if-none-match', '*'],
        ['range', 'bytes=0-10'],
        ['expect', '100-continue'],
        ['cookie', 'session=x; token=y'],
      ]);
      headers[name] = value;
      notes.push(`header:${name}`);
    }
  }
}
