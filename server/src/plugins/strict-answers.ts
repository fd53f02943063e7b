// The serialisers of a server run by the tests: each JSON answer is first checked against its
// contract schema for properties the schema does not list, and one that has any fails (500).
// Why: fast-json-stringify writes only the properties a schema lists, silently, so an
// undocumented property a handler returns never reaches the wire and no contract test sees it —
// neither a leak (an internal column, a secret) nor a field the app waits for in vain. In tests
// the handler's own object is what is checked; in production the silent filter stays, at no cost.
import type { RouteDefinition } from '@fastify/fast-json-stringify-compiler';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { buildLazySerializers } from './lazy-serializers.ts';

type Serializer = (data: unknown) => string;

const UNDOCUMENTED_KEYWORDS = new Set(['additionalProperties', 'unevaluatedProperties']);

export class UndocumentedPropertyError extends Error {
  constructor(
    route: RouteDefinition & { contentType?: string },
    readonly pointers: string[],
  ) {
    super(
      `${route.method} ${route.url} ${route.httpStatus} ${route.contentType ?? ''} answers ` +
        `properties its contract schema does not list: ${pointers.join(', ')}`,
    );
    this.name = 'UndocumentedPropertyError';
  }
}

const pointerOf = (error: ErrorObject): string => {
  const params = error.params as { additionalProperty?: string; unevaluatedProperty?: string };
  return `${error.instancePath}/${params.additionalProperty ?? params.unevaluatedProperty ?? ''}`;
};

/** The undocumented properties of an answer, as JSON pointers (none when it follows its schema). */
export function undocumentedProperties(validate: ValidateFunction, data: unknown): string[] {
  // What JSON.stringify would write (Dates as strings, no undefined): the answer as a client
  // without the schema's filter would receive it.
  const json: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
  if (validate(json)) return [];
  // Only unlisted properties: other mismatches (a type, a format) are the contract tests' to
  // report on what the serialiser writes.
  const pointers = (validate.errors ?? [])
    .filter((error) => UNDOCUMENTED_KEYWORDS.has(error.keyword))
    .map(pointerOf);
  return [...new Set(pointers)];
}

const withoutId = (schema: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$id'));

/** Fastify's `buildSerializer`: the lazy serialisers with the check in front. */
export function buildStrictSerializers(
  externalSchemas?: unknown,
  options?: Parameters<typeof buildLazySerializers>[1],
): (route: RouteDefinition) => Serializer {
  const lazy = buildLazySerializers(externalSchemas, options);
  // Formats are not this check's business; strict off for the OpenAPI keywords in the schemas.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  return (route) => {
    const serialize = lazy(route);
    let validate: ValidateFunction | undefined;
    return (data) => {
      // The glue gives every schema of a route one $id; compiled without it, each stays apart.
      validate ??= ajv.compile(withoutId(route.schema as Record<string, unknown>));
      const pointers = undocumentedProperties(validate, data);
      if (pointers.length > 0) {
        const error = new UndocumentedPropertyError(route, pointers);
        // The 500 it becomes is logged at the test server's silent level: say it on stderr too.
        process.emitWarning(error.message, 'UndocumentedPropertyWarning');
        throw error;
      }
      return serialize(data);
    };
  };
}
