// The dashboard table's columns are an extract of the contract's SignatureRequest schema (the
// app does not bundle the whole contract): each column must exist in the contract with the same
// type, format and enum, so the table cannot drift from what the API answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REQUEST_COLUMNS,
  REQUEST_ROW_SCHEMA,
} from '../../../src/features/signature-requests/request-columns.ts';
import { DASHBOARD_SORTABLE } from '../../../src/lib/navigation/dashboard.ts';

const contract = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../generated/openapi.json'), 'utf8'),
);
const schemas = contract.components.schemas;
const resolve = (node: { $ref?: string }) =>
  node.$ref ? schemas[node.$ref.split('/').pop() as string] : node;

describe('dashboard request columns', () => {
  const properties = schemas.SignatureRequest.properties;

  it.each(REQUEST_COLUMNS)('%s is a property of SignatureRequest with the same shape', (name) => {
    const own = (REQUEST_ROW_SCHEMA.properties as Record<string, { $ref?: string }>)[name];
    const defs = REQUEST_ROW_SCHEMA.$defs as Record<string, object>;
    const ours = (own.$ref ? defs[own.$ref.split('/').pop() as string] : own) as {
      type?: unknown;
      format?: unknown;
      enum?: unknown;
    };
    const theirs = resolve(properties[name]);
    expect(theirs, name).toBeDefined();
    expect(ours.type).toEqual(theirs.type);
    expect(ours.format).toEqual(theirs.format);
    expect(ours.enum).toEqual(theirs.enum);
  });

  it('sorts only by fields the list operation accepts', () => {
    const operation = contract.paths['/v3/signature-requests'].get;
    const sortParameter = operation.parameters
      .map((parameter: { $ref?: string }) =>
        parameter.$ref
          ? contract.components.parameters[parameter.$ref.split('/').pop() as string]
          : parameter,
      )
      .find((parameter: { name: string }) => parameter.name === 'sort');
    const accepted: string[] = resolve(sortParameter.schema).enum;
    for (const field of DASHBOARD_SORTABLE) {
      expect(accepted).toContain(`${field},asc`);
      expect(accepted).toContain(`${field},desc`);
    }
  });
});
