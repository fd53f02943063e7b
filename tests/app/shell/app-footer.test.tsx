// @vitest-environment jsdom
// the app's footer leads to the public verification (/verify) on every layout,
// in the reader's language, so whoever holds a signed PDF finds where to check it.
import { screen, within } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AdminLayout } from '@/components/shell/layouts/admin-layout';
import { AppFooter } from '@/components/shell/layouts/app-footer';
import { DefaultLayout } from '@/components/shell/layouts/default-layout';
import { MainLayout } from '@/components/shell/layouts/main-layout';
import { SimpleLayout } from '@/components/shell/layouts/simple-layout';
import { UnauthenticatedLayout } from '@/components/shell/layouts/unauthenticated-layout';
import { renderRouted } from '../signer/support';

const LAYOUTS: Array<[string, ComponentType<{ children: ReactNode }>]> = [
  ['admin', AdminLayout],
  ['default', DefaultLayout],
  ['main', MainLayout],
  ['simple', SimpleLayout],
  ['unauthenticated', UnauthenticatedLayout],
];

describe('the footer', () => {
  it.each(LAYOUTS)('of the %s layout links to /verify below the page', async (_name, Layout) => {
    renderRouted(() => (
      <Layout>
        <p>Page content</p>
      </Layout>
    ));
    const footer = await screen.findByTestId('app-footer');
    const link = within(footer).getByRole('link', { name: 'Verify a signed document' });
    expect(link.getAttribute('href')).toBe('/verify');
    // After the page's content, not inside it.
    const content = screen.getByText('Page content');
    expect(content.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(footer.tagName).toBe('FOOTER');
  });

  it.each([
    ['en-gb', 'Verify a signed document'],
    ['de-ch', 'Signiertes Dokument prüfen'],
    ['fr-ch', 'Vérifier un document signé'],
    ['it', 'Verificare un documento firmato'],
  ] as const)('names the link in %s', async (locale, name) => {
    renderRouted(() => <AppFooter />, { locale });
    const link = await screen.findByRole('link', { name });
    expect(link.getAttribute('href')).toBe('/verify');
  });
});
