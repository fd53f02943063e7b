// Small JSON Schema helpers shared by the schema form and the schema table: enough to follow the
// local `$ref`s of the generated schemas (`#/$defs/X`, or `#/components/schemas/X` in the bundled
// contract) and the `oneOf [X, null]` of nullable fields.

export type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
  type?: string | string[];
  format?: string;
  title?: string;
};

function unescapePointer(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The segments of a JSON pointer (RFC 6901): `/body/e~1mail` → ['body', 'e/mail']. */
export function pointerSegments(pointer: string): string[] {
  const path = pointer.replace(/^#/, '');
  if (path === '' || path === '/') return [];
  return path.replace(/^\//, '').split('/').map(unescapePointer);
}

/** The name of the definition a `$ref` points to: `#/$defs/Language` → 'Language'. */
export function refName(ref: string): string {
  const segments = pointerSegments(ref);
  return segments[segments.length - 1] ?? ref;
}

/**
 * Follows `$ref`s (siblings of the `$ref` win, as in 2020-12) and unwraps `oneOf/anyOf [X, null]`.
 * `name` is the last definition passed through, used to name enums for translation.
 */
export function resolveSchema(
  schema: JsonSchema,
  root: JsonSchema,
  name?: string,
): { schema: JsonSchema; name?: string } {
  if (schema.$ref) {
    let target: unknown = root;
    for (const segment of pointerSegments(schema.$ref)) {
      target = (target as Record<string, unknown> | undefined)?.[segment];
    }
    const { $ref, ...siblings } = schema;
    return resolveSchema({ ...(target as JsonSchema), ...siblings }, root, refName($ref));
  }
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    const nonNull = variants.filter((variant) => variant.type !== 'null');
    if (nonNull.length === 1) {
      const rest = { ...schema };
      delete rest.oneOf;
      delete rest.anyOf;
      return resolveSchema({ ...nonNull[0], ...rest }, root, name);
    }
  }
  return { schema, name };
}

/** The schema of the property at `path` below `schema`, or undefined. */
export function schemaAt(
  schema: JsonSchema,
  path: string[],
  root = schema,
): JsonSchema | undefined {
  let current: JsonSchema | undefined = resolveSchema(schema, root).schema;
  for (const segment of path) {
    const next: JsonSchema | undefined = current?.properties?.[segment] ?? current?.items;
    current = next ? resolveSchema(next, root).schema : undefined;
  }
  return current;
}

/** Turns `firstName` or `first_login` into 'First name' / 'First login' for an untranslated label. */
export function humanise(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
