// Walks a schema of the bundled contract, following `$ref`s once each, so tests can look at
// every property name and every `examples` list below a schema.
import { deref, type Json } from './contract.ts';

const NESTED = ['items', 'additionalProperties', 'not', 'contains', 'unevaluatedProperties'];
const LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'];

export function walkSchema(
  doc: Json,
  schema: unknown,
  visit: (schema: Json) => void,
  seen = new Set<unknown>(),
): void {
  const resolved = deref(doc, schema);
  if (!resolved || typeof resolved !== 'object' || seen.has(resolved)) return;
  seen.add(resolved);
  visit(resolved);
  const properties = (resolved.properties ?? {}) as Record<string, unknown>;
  for (const child of Object.values(properties)) walkSchema(doc, child, visit, seen);
  for (const key of NESTED) if (resolved[key]) walkSchema(doc, resolved[key], visit, seen);
  for (const key of LISTS) {
    for (const child of (resolved[key] as unknown[] | undefined) ?? []) {
      walkSchema(doc, child, visit, seen);
    }
  }
}

/** True when the schema (or each branch of a composition, or its items) declares properties. */
export function hasProperties(doc: Json, schema: unknown): boolean {
  const resolved = deref(doc, schema);
  if (!resolved) return false;
  if (resolved.properties && Object.keys(resolved.properties as Json).length > 0) return true;
  if (resolved.type === 'array') return hasProperties(doc, resolved.items);
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const branches = resolved[key] as unknown[] | undefined;
    if (branches?.length) {
      return key === 'allOf'
        ? branches.some((b) => hasProperties(doc, b))
        : branches.every((b) => hasProperties(doc, b));
    }
  }
  return false;
}
