// @vitest-environment jsdom
// The dashboard list through the schema table: column labels from the locales, each
// signer with their state, sorting sent to the API, an empty state that says what to do next —
// answered by the generated MSW handler of listSignatureRequests.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  getListSignatureRequestsMockHandler,
  getListSignatureRequestsResponseMock,
} from '@generated/api/signature-requests/signature-requests.msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardScreen } from '@/features/signature-requests/dashboard-screen';
import { renderScreen, useMockServer } from './render-screen';

useMockServer();

describe('DashboardScreen', () => {
  it('lists the requests with translated columns and each signer’s own state', async () => {
    const answer = getListSignatureRequestsResponseMock();
    const first = answer.items[0];
    renderScreen(
      <DashboardScreen
        search={{ tab: 'inbox', filter: 'toSign' }}
        onChange={vi.fn()}
        onPosition={vi.fn()}
      />,
      [getListSignatureRequestsMockHandler(answer)],
      { locale: 'de-ch' },
    );
    expect(await screen.findByRole('link', { name: first.title }, { timeout: 5000 })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.join('|')).toMatch(
      /Titel.*\|Status.*\|Signierende\|Letzte Änderung.*\|Aktionen/,
    );
    expect(screen.getAllByTestId('signer-status').length).toBe(
      answer.items.reduce((sum, item) => sum + item.signatures.length, 0),
    );
  });

  it('asks the API for the order chosen in a column header', async () => {
    const onPosition = vi.fn();
    renderScreen(
      <DashboardScreen
        search={{ tab: 'inbox', filter: 'completed' }}
        onChange={vi.fn()}
        onPosition={onPosition}
      />,
      [getListSignatureRequestsMockHandler()],
    );
    fireEvent.click(await screen.findByRole('button', { name: /Title/ }, { timeout: 5000 }));
    expect(onPosition).toHaveBeenCalledWith({ sort: 'title,asc' });
  });

  it('sends page, size and sort to the API and says what to do when the list is empty', async () => {
    const seen: URL[] = [];
    renderScreen(
      <DashboardScreen
        search={{ tab: 'inbox', filter: 'drafts', page: 2, sort: 'updatedAt,desc' }}
        onChange={vi.fn()}
        onPosition={vi.fn()}
      />,
      [
        getListSignatureRequestsMockHandler(({ request }) => {
          seen.push(new URL(request.url));
          return {
            ...getListSignatureRequestsResponseMock(),
            items: [],
            page: { number: 2, size: 20, totalElements: 0, totalPages: 0 },
          };
        }),
      ],
    );
    expect(
      await screen.findByText(/You have no drafts/, undefined, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    const params = Object.fromEntries(seen[0].searchParams);
    expect(params).toEqual({ filter: 'drafts', page: '2', size: '20', sort: 'updatedAt,desc' });
    const empty = screen.getByTestId('dashboard-empty');
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/upload');
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('lists the requests as cards with their signers, sorted from the bar above them', async () => {
      // Narrower than the md breakpoint (960 px): the table would cut off its actions.
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      const answer = getListSignatureRequestsResponseMock();
      const onPosition = vi.fn();
      renderScreen(
        <DashboardScreen
          search={{ tab: 'inbox', filter: 'toSign', sort: 'title,asc' }}
          onChange={vi.fn()}
          onPosition={onPosition}
        />,
        [getListSignatureRequestsMockHandler(answer)],
      );
      const list = await screen.findByRole('list', { name: 'To sign' }, { timeout: 5000 });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(list).getAllByTestId('row-signers').length).toBeGreaterThan(0);
      const sortBar = screen.getByRole('group', { name: 'Sort by' });
      const title = within(sortBar).getByRole('button', { name: /Title/ });
      expect(title.getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(title);
      expect(onPosition).toHaveBeenCalledWith({ sort: 'title,desc' });
    });
  });
});
