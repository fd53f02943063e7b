// Request validation with Ajv for draft 2020-12 (the contract is OpenAPI 3.1). Fastify's default
// Ajv rejects 3.1 keywords and silently strips unknown body fields; this one rejects them. Two
// guarantees the schemas cannot spell are added for every operation: integers stay within the
// integers JavaScript holds exactly, and no text holds U+0000 (both 400 with a pointer).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  FastifySchemaValidationError,
} from 'fastify';
import { HttpProblem } from '../problem.ts';

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    removeAdditional: false,
    strict: false,
    useDefaults: coerce,
    // Query, path and header values arrive as strings: coerce them to the schema's types.
    coerceTypes: coerce ? 'array' : false,
  });
  addFormats.default(ajv);
  return ajv;
}

/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example']);

/**
 * The schema with every `integer` bounded to the integers JavaScript holds exactly (±2^53−1)
 * where the contract gives no bound: "page=1e308" is an integer to JSON Schema, but not a number
 * a handler can count with, compute an offset from or hand to the database.
 */
export function withSafeIntegers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => withSafeIntegers(item)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema))
    out[key] = DATA_KEYWORDS.has(key) ? value : withSafeIntegers(value);
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes('integer')) {
    if (out.maximum === undefined && out.exclusiveMaximum === undefined)
      out.maximum = Number.MAX_SAFE_INTEGER;
    if (out.minimum === undefined && out.exclusiveMinimum === undefined)
      out.minimum = Number.MIN_SAFE_INTEGER;
  }
  return out as T;
}

const pointerSegment = (key: string | number) =>
  String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The JSON pointers of the strings (and keys) in `value` that hold U+0000: PostgreSQL's text
 * refuses it (a lookup or insert with it fails), so no input may carry it, on either database.
 */
export function nulCharacters(value: unknown, base: string): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, base]];
  for (let visited = 0; stack.length && visited < 100_000; visited++) {
    const [node, pointer] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) found.push(pointer);
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => stack.push([item, `${pointer}/${i}`]));
    } else if (node && typeof node === 'object' && !Buffer.isBuffer(node)) {
      for (const [key, item] of Object.entries(node)) {
        if (key.includes('\u0000')) found.push(`${pointer}/${pointerSegment(key)}`);
        stack.push([item, `${pointer}/${pointerSegment(key)}`]);
      }
    }
  }
  return found;
}

/** The query parameters the route declares (the others reach no handler and are ignored). */
function declaredQuery(request: FastifyRequest): Record<string, unknown> | undefined {
  const declared = (
    request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined
  )?.properties;
  const query = request.query as Record<string, unknown> | undefined;
  if (!declared || !query) return undefined;
  let found: Record<string, unknown> | undefined;
  for (const name in declared) {
    if (Object.hasOwn(query, name)) (found ??= {})[name] = query[name];
  }
  return found;
}

/** Whether `value` holds text at all (most requests carry none to look through). */
const holdsText = (value: unknown) =>
  value !== undefined && value !== null && (typeof value !== 'object' || !isEmpty(value));

function isEmpty(value: object): boolean {
  for (const _ in value) return false;
  return !Array.isArray(value) && !Buffer.isBuffer(value);
}

function nulProblem(request: FastifyRequest): HttpProblem | null {
  const { params, body } = request;
  // The route's declared parameters only when there is a query to look through (most requests
  // have none; reading the route's options builds an object each time).
  const query = holdsText(request.query) ? declaredQuery(request) : undefined;
  if (!holdsText(params) && !holdsText(query) && !holdsText(body)) return null;
  const pointers = [
    ...nulCharacters(params, '/path'),
    ...nulCharacters(query, '/query'),
    ...nulCharacters(body, '/body'),
  ];
  if (pointers.length === 0) return null;
  return new HttpProblem(
    400,
    'validation_failed',
    'Bad request',
    'The request does not match the contract.',
    pointers.map((pointer) => ({
      pointer,
      detail: 'must not contain the NUL character (U+0000)',
      code: 'nul_character',
    })),
  );
}

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/**
 * A validator that compiles its schema on its first call and then behaves like the compiled one
 * (Fastify reads `errors` from the function it was given, so they are copied over).
 */
export function lazyValidator(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}

export function useContractValidation(app: FastifyInstance): void {
  const bodies = makeAjv(false);
  const others = makeAjv(true);
  // Compiled on first use: compiling every schema of the contract at start-up took about half a
  // second, most of it for operations a given process may never serve.
  app.setValidatorCompiler(({ schema, httpPart }) =>
    lazyValidator(() =>
      (httpPart === 'body' ? bodies : others).compile(
        withSafeIntegers(schema as FastifySchema & object),
      ),
    ),
  );
  // After the schemas: text that passed them may still hold U+0000.
  // A callback hook: the check is synchronous, and an async hook costs every request a promise.
  app.addHook('preHandler', (request, _reply, done) => done(nulProblem(request) ?? undefined));
}
