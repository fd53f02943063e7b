// The row schemas of the business tables are the contract's (generated/openapi.json), reduced
// to types, formats, enums and references: this fails when the contract changes under them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROW_DEFS, ROW_SCHEMA_NAMES } from '../../../src/features/business/row-schemas.ts';

const contract = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../generated/openapi.json'), 'utf8'),
) as { components: { schemas: Record<string, unknown> } };
const KEEP = new Set(['type', 'format', 'enum', 'properties', '$ref', 'oneOf', 'anyOf', 'items']);

function reduce(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(reduce);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!KEEP.has(key)) continue;
    if (key === '$ref') out[key] = String(value).replace('#/components/schemas/', '#/$defs/');
    else if (key === 'properties')
      out[key] = Object.fromEntries(
        Object.entries(value as object).map(([name, schema]) => [name, reduce(schema)]),
      );
    else out[key] = reduce(value);
  }
  return out;
}

describe('row schemas of the business tables', () => {
  it.each(Object.keys(ROW_DEFS.$defs))('%s is the contract’s schema', (name) => {
    expect(ROW_DEFS.$defs[name as keyof typeof ROW_DEFS.$defs]).toEqual(
      reduce(contract.components.schemas[name]),
    );
  });

  it('names only schemas it defines', () => {
    for (const name of ROW_SCHEMA_NAMES) expect(ROW_DEFS.$defs).toHaveProperty(name);
  });
});
