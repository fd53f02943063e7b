// The dashboard table's columns are properties of the contract's SignatureRequest (its row
// schema is generated from the contract), and it sorts only by what the list operation accepts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import requestRow from '../../../generated/rows/SignatureRequest.json';
import { REQUEST_COLUMNS } from '../../../src/features/signature-requests/request-columns.ts';
import { DASHBOARD_SORTABLE } from '../../../src/lib/navigation/dashboard.ts';

const contract = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../generated/openapi.json'), 'utf8'),
);
const schemas = contract.components.schemas;
const resolve = (node: { $ref?: string }) =>
  node.$ref ? schemas[node.$ref.split('/').pop() as string] : node;

describe('dashboard request columns', () => {
  it.each(REQUEST_COLUMNS)('%s is a property of the generated SignatureRequest row', (name) => {
    expect(requestRow.properties).toHaveProperty(name);
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
