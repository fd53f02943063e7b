// @vitest-environment jsdom
// /business/activity against the generated MSW handlers: the event-log query of docs/product.md#entities-seals-api-users sent
// as the wire names of docs/product.md#calls-activity (page, size, sort, start_date, end_date), translated columns,
// and the signature CSV export with group_by and the chosen dates.
import { getActivityMock } from '@generated/api/activity/activity.msw';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityScreen } from '@/features/business/activity-screen';
import { renderWithProviders } from '../../support/render';
import { businessServer, sentTo } from './msw';

const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const { server, sent } = businessServer(...getActivityMock());

// The generated export handler answers a Blob, which jsdom's Blob cannot stream: the same CSV
// answer as text, with the server's file name.
const csvExport = http.get(
  '*/v2/businesses/:businessId/activities/signatures/export',
  () =>
    new HttpResponse('signed_at,signer\n', {
      headers: {
        'Content-Type': 'text/csv',
        'Content-Disposition': 'attachment; filename="signature_usage_2026-11-01_2026-11-30.csv"',
      },
    }),
);

afterEach(() => vi.unstubAllGlobals());

describe('ActivityScreen', () => {
  it('lists signatures with page, size and sort on the wire and real column titles', async () => {
    renderWithProviders(<ActivityScreen businessId={ID} tab="signatures" onTab={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Signatures' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Signed', 'Signer', 'Request', 'Cost centre']));
    for (const raw of ['signedAt', 'requestTitle', 'costCenter', 'Items'])
      expect(headers).not.toContain(raw);
    const list = sentTo(sent, 'GET', '/activities/signatures')[0];
    expect(Object.fromEntries(new URLSearchParams(list.search))).toEqual({
      page: '0',
      size: '20',
      sort: 'occurredAt,desc',
    });
  });

  it('sends the date range and exports the signatures as CSV grouped by cost centres', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    server.use(csvExport);
    renderWithProviders(<ActivityScreen businessId={ID} tab="signatures" onTab={() => {}} />);
    await screen.findByRole('table', { name: 'Signatures' });
    // The period is typed as the app's language writes dates (en-gb: day/month/year).
    for (const [name, value] of [
      ['From', '01/11/2026'],
      ['To', '30/11/2026'],
    ]) {
      const input = screen.getByRole('textbox', { name });
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    }
    await waitFor(() =>
      expect(
        sentTo(sent, 'GET', '/activities/signatures').some((request) =>
          request.search.includes('start_date=2026-11-01'),
        ),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export signatures (CSV)' }));
    await waitFor(() => expect(sentTo(sent, 'GET', '/signatures/export')).toHaveLength(1));
    expect(
      Object.fromEntries(new URLSearchParams(sentTo(sent, 'GET', '/signatures/export')[0].search)),
    ).toEqual({ group_by: 'cost_centers', start_date: '2026-11-01', end_date: '2026-11-30' });
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  it('shows the account log with translated events', async () => {
    renderWithProviders(<ActivityScreen businessId={ID} tab="accounts" onTab={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Accounts' });
    expect(within(table).getByRole('columnheader', { name: 'What happened' })).toBeTruthy();
    expect(within(table).queryByText('MEMBER_INVITED')).toBeNull();
  });
});
