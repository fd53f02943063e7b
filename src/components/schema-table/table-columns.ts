// The columns of a schema table: the scalar properties of the row schema (or those asked for,
// dotted paths reaching into nested objects), each with its resolved schema.
import { resolveSchema, type JsonSchema } from '@/components/schema-form/json-schema';

export interface TableColumn {
  /** Property path, e.g. `title` or `sender.name`. */
  path: string;
  schema: JsonSchema;
  /** The definition the enum came from (`SignatureRequestStatus`), to translate its values. */
  enumName?: string;
}

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

function isScalar(schema: JsonSchema): boolean {
  const types = ([] as unknown[]).concat(schema.type ?? (schema.enum ? 'string' : []));
  return types.some((type) => SCALARS.has(String(type)));
}

function columnAt(row: JsonSchema, root: JsonSchema, path: string): TableColumn | undefined {
  let current: { schema: JsonSchema; name?: string } | undefined = { schema: row };
  for (const segment of path.split('.')) {
    const next: JsonSchema | undefined = current?.schema.properties?.[segment];
    current = next ? resolveSchema(next, root) : undefined;
  }
  return current && { path, schema: current.schema, enumName: current.name };
}

export function tableColumns(schema: JsonSchema, root: JsonSchema = schema, paths?: string[]) {
  const row = resolveSchema(schema, root).schema;
  const wanted = paths ?? Object.keys(row.properties ?? {});
  return wanted
    .map((path) => columnAt(row, root, path))
    .filter((column): column is TableColumn => !!column && (!!paths || isScalar(column.schema)));
}

export function valueAt(row: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | null | undefined)?.[key],
      row,
    );
}
