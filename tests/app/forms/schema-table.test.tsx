// @vitest-environment jsdom
// The schema table on the contract's SignatureRequest schema: translated column titles, dates as
// "day numeric, short month, year, hour and minute" (docs/product.md#constants), translated enums and booleans.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import contract from '@generated/openapi.json';
import { formatDateTime } from '@/components/schema-table/cell-text';
import { SchemaTable } from '@/components/schema-table/schema-table';
import { renderForms } from './render-forms';

afterEach(cleanup);

const rows = [
  {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    title: 'Mandate agreement 2026',
    statusOverall: 'OPEN',
    signaturesCount: 2,
    createdAt: '2026-11-25T10:00:00Z',
    sender: { name: 'Beat Keller', email: 'beat.keller@muster-treuhand.ch' },
  },
  {
    id: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f',
    title: 'Office lease',
    statusOverall: 'SIGNED',
    signaturesCount: 1,
    createdAt: '2026-11-03T07:05:00Z',
    sender: { name: 'Anna Meier', email: 'anna.meier@muster-treuhand.ch' },
  },
];
const schema = { $ref: '#/components/schemas/SignatureRequest' };
const columns = ['title', 'statusOverall', 'createdAt', 'signaturesCount', 'sender.name'];

function cells(rowIndex: number): string[] {
  const body = screen.getAllByRole('rowgroup')[1];
  const row = within(body).getAllByRole('row')[rowIndex];
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('SchemaTable', () => {
  it('formats dates, enums and counts in en-gb', async () => {
    await renderForms(
      <SchemaTable
        schema={schema}
        rootSchema={contract}
        rows={rows}
        columns={columns}
        timeZone="UTC"
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Title', 'Status', 'Created', 'Signatures', 'Name']);
    expect(cells(0)).toEqual([
      'Mandate agreement 2026',
      'Open',
      '25 Nov 2026, 10:00',
      '2',
      'Beat Keller',
    ]);
    expect(cells(1)[2]).toBe('3 Nov 2026, 07:05');
    expect(cells(1)[1]).toBe('Signed');
  });

  it('translates titles and enums and uses the Swiss German date format in de-ch', async () => {
    await renderForms(
      <SchemaTable
        schema={schema}
        rootSchema={contract}
        rows={rows}
        columns={columns}
        timeZone="UTC"
      />,
      'de-ch',
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Titel',
      'Status',
      'Erstellt',
      'Signaturen',
      'Name',
    ]);
    expect(cells(0).slice(1, 3)).toEqual([
      'Offen',
      formatDateTime('2026-11-25T10:00:00Z', 'de-ch', 'UTC'),
    ]);
    expect(cells(0)[2]).toMatch(/^25\. Nov\.? 2026, 10:00$/);
    expect(cells(1)[1]).toBe('Signiert');
  });

  it('shows booleans as translated yes and no, and every scalar column by default', async () => {
    const user = { $ref: '#/components/schemas/User' };
    const people = [
      {
        id: 'anna.meier',
        email: 'anna.meier@muster-treuhand.ch',
        emailVerified: true,
        firstName: 'Anna',
      },
      {
        id: 'beat.keller',
        email: 'beat.keller@muster-treuhand.ch',
        emailVerified: false,
        firstName: 'Beat',
      },
    ];
    await renderForms(<SchemaTable schema={user} rootSchema={contract} rows={people} />, 'fr-ch');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    const verified = headers.indexOf('E-mail confirmé');
    expect(verified).toBeGreaterThanOrEqual(0);
    expect(cells(0)[verified]).toBe('Oui');
    expect(cells(1)[verified]).toBe('Non');
  });

  it('says so when there are no rows', async () => {
    await renderForms(<SchemaTable schema={schema} rootSchema={contract} rows={[]} />, 'it');
    expect(screen.getByText('Ancora niente da mostrare')).toBeTruthy();
  });
});
