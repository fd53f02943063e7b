// @vitest-environment jsdom
// The reusable viewer: one image per page from `loadPage(pageNumber, scale)` (default scale 100,
// docs/product.md#constants), markers over pages, clicks in PDF points, and a retry after a failed page.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DocumentViewer } from '@/components/document-viewer/document-viewer';
import { renderWithProviders } from '../../support/render';

URL.createObjectURL = vi.fn(() => 'blob:page');
URL.revokeObjectURL = vi.fn();

describe('DocumentViewer', () => {
  it('loads every page at scale 100 and shows them as images', async () => {
    const loadPage = vi.fn(async () => new Blob(['png'], { type: 'image/png' }));
    renderWithProviders(<DocumentViewer pageCount={3} loadPage={loadPage} />);
    await waitFor(() => expect(screen.getAllByTestId('document-page-image')).toHaveLength(3));
    expect(loadPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(screen.getByAltText('Page 2 of 3')).toBeTruthy();
  });

  it('draws markers on their page', async () => {
    const loadPage = vi.fn(async () => new Blob(['png']));
    renderWithProviders(
      <DocumentViewer
        pageCount={2}
        pageSizes={[
          { width: 595, height: 842 },
          { width: 595, height: 842 },
        ]}
        loadPage={loadPage}
        markers={[{ id: 'm', page: 2, x: 259, y: 666, width: 300, height: 140, label: 'Anna' }]}
      />,
    );
    const marker = await screen.findByTestId('page-marker');
    expect(marker.closest('[data-page]')?.getAttribute('data-page')).toBe('2');
    expect(marker.textContent).toBe('Anna');
  });

  it('reports a click in PDF points of the page', async () => {
    const onPageClick = vi.fn();
    renderWithProviders(
      <DocumentViewer
        pageCount={1}
        loadPage={async () => new Blob(['png'])}
        onPageClick={onPageClick}
      />,
    );
    const page = screen.getByTestId('document-page');
    page.getBoundingClientRect = () => ({ left: 0, top: 0, width: 297.5, height: 421 }) as DOMRect;
    fireEvent.click(page, { clientX: 100, clientY: 200 });
    expect(onPageClick).toHaveBeenCalledWith({ page: 1, x: 200, y: 400 });
  });

  it('offers a retry when a page fails, and loads it again', async () => {
    const loadPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('gone'))
      .mockResolvedValue(new Blob(['png']));
    renderWithProviders(<DocumentViewer pageCount={1} loadPage={loadPage} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('document-page-image')).toBeTruthy();
    expect(loadPage).toHaveBeenCalledTimes(2);
  });
});
