// Extracts one self-contained JSON Schema (draft 2020-12) per JSON request body, for the forms:
// component references become `#/$defs/<Name>` and every referenced component is copied in.

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const COMPONENT_PREFIX = '#/components/schemas/';

/** Copies `node`, rewriting component refs to $defs refs and noting each component used. */
function rewrite(node: unknown, used: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, used));
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_PREFIX)) {
      const name = value.slice(COMPONENT_PREFIX.length);
      used.add(name);
      copy[key] = `#/$defs/${name}`;
    } else {
      copy[key] = rewrite(value, used);
    }
  }
  return copy;
}

export function jsonRequestSchema(operation: Operation): unknown {
  return operation.requestBody?.content?.['application/json']?.schema;
}

export function extractRequestSchemas(
  doc: OpenApiDocument,
  comment: string,
): Record<string, Record<string, unknown>> {
  const components = doc.components?.schemas ?? {};
  const result: Record<string, Record<string, unknown>> = {};
  for (const pathItem of Object.values(doc.paths)) {
    for (const method of METHODS) {
      const operation = pathItem[method] as Operation | undefined;
      const schema = operation && jsonRequestSchema(operation);
      if (!operation?.operationId || !schema) continue;
      const used = new Set<string>();
      const body = rewrite(schema, used) as Record<string, unknown>;
      const defs: Record<string, unknown> = {};
      // Components reference each other: walk until no new name appears.
      for (const seen = new Set<string>(); seen.size < used.size;) {
        for (const name of [...used]) {
          if (seen.has(name)) continue;
          seen.add(name);
          defs[name] = rewrite(components[name], used);
        }
      }
      const sortedDefs = Object.fromEntries(
        Object.entries(defs).sort(([a], [b]) => a.localeCompare(b)),
      );
      result[operation.operationId] = {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: `${operation.operationId}.json`,
        $comment: comment,
        ...body,
        ...(used.size > 0 ? { $defs: sortedDefs } : {}),
      };
    }
  }
  return result;
}
