// Extracts one self-contained JSON Schema per row of a list the API answers, for the schema
// tables (src/components/schema-table/): every component that a GET operation's JSON success
// answer lists in an array (the answer itself, or an array property of it: `MemberList.items`).
// A table needs types, formats, enums and the shape only; descriptions, examples and limits are
// left out, the whole contract being too large for the app bundle. Component references become
// `#/$defs/<Name>` and every referenced component is copied in, reduced the same way.
import type { OpenApiDocument } from './request-schemas.ts';

/** What a table reads of a schema: column types, date formats, enum values, nesting. */
const KEEP = new Set(['type', 'format', 'enum', 'properties', '$ref', 'oneOf', 'anyOf', 'items']);
const COMPONENT_PREFIX = '#/components/schemas/';

type Schema = Record<string, unknown>;

function componentName(ref: unknown): string | undefined {
  return typeof ref === 'string' && ref.startsWith(COMPONENT_PREFIX)
    ? ref.slice(COMPONENT_PREFIX.length)
    : undefined;
}

/** Copies what a table needs of `node`, rewriting component refs and noting each one used. */
export function reduceSchema(node: unknown, used: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => reduceSchema(item, used));
  if (node === null || typeof node !== 'object') return node;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (!KEEP.has(key)) continue;
    const name = key === '$ref' ? componentName(value) : undefined;
    if (name) {
      used.add(name);
      copy[key] = `#/$defs/${name}`;
    } else if (key === 'properties') {
      copy[key] = Object.fromEntries(
        Object.entries(value as Schema).map(([prop, schema]) => [prop, reduceSchema(schema, used)]),
      );
    } else {
      copy[key] = reduceSchema(value, used);
    }
  }
  return copy;
}

/** The component names a GET operation's JSON success answer lists in arrays. */
function listedComponents(answer: unknown, components: Record<string, unknown>): string[] {
  const resolve = (schema: unknown): Schema | undefined => {
    const name = componentName((schema as Schema | undefined)?.$ref);
    return (name ? components[name] : schema) as Schema | undefined;
  };
  const itemsOf = (schema: Schema | undefined) =>
    schema?.type === 'array'
      ? componentName((schema.items as Schema | undefined)?.$ref)
      : undefined;
  const body = resolve(answer);
  const arrays = [body, ...Object.values((body?.properties as Schema | undefined) ?? {})];
  return arrays.map((schema) => itemsOf(resolve(schema))).filter((name) => name !== undefined);
}

export function rowSchemaNames(doc: OpenApiDocument): string[] {
  const components = doc.components?.schemas ?? {};
  const names = new Set<string>();
  for (const pathItem of Object.values(doc.paths)) {
    const get = pathItem.get as
      | { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }
      | undefined;
    const answer = get?.responses?.['200']?.content?.['application/json']?.schema;
    for (const name of listedComponents(answer, components)) names.add(name);
  }
  return [...names].sort();
}

export function extractRowSchemas(
  doc: OpenApiDocument,
  comment: string,
): Record<string, Record<string, unknown>> {
  const components = doc.components?.schemas ?? {};
  const result: Record<string, Record<string, unknown>> = {};
  for (const rowName of rowSchemaNames(doc)) {
    const used = new Set<string>();
    const row = reduceSchema(components[rowName], used) as Schema;
    const defs: Schema = {};
    // Components reference each other: walk until no new name appears.
    for (const seen = new Set<string>(); seen.size < used.size;) {
      for (const name of [...used]) {
        if (seen.has(name)) continue;
        seen.add(name);
        defs[name] = reduceSchema(components[name], used);
      }
    }
    const sortedDefs = Object.fromEntries(
      Object.entries(defs).sort(([a], [b]) => a.localeCompare(b)),
    );
    result[rowName] = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: `${rowName}.json`,
      $comment: comment,
      ...row,
      ...(used.size > 0 ? { $defs: sortedDefs } : {}),
    };
  }
  return result;
}
