// @vitest-environment jsdom
// /business/members/domains: docs/product.md#validation-contact "Domain pattern: a dotted hostname ending in 2 or more
// letters, or a bracketed IPv4 address" — a bad domain is refused with the library's 'Invalid
// format' before any call; good ones are sent as {domain}; delete sends DELETE .../domains/{d}.
// A domain the sandbox verifier accepted (`verifier: sandbox`) is labelled as proving nothing.
import { getBusinessMock } from '@generated/api/business/business.msw';
import {
  getDomainsMock,
  getListBusinessDomainsMockHandler,
  getListBusinessDomainsResponseMock,
} from '@generated/api/domains/domains.msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DomainsScreen } from '@/features/business/domains-screen';
import { renderWithProviders } from '../../support/render';
import { businessServer, sentTo } from './msw';

const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const { server, sent } = businessServer(...getDomainsMock(), ...getBusinessMock());

async function add(value: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: /Domain/ }), {
    target: { value },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
}

describe('DomainsScreen', () => {
  it('lists the business’s domains under a "Domain" column', async () => {
    renderWithProviders(<DomainsScreen businessId={ID} />);
    const table = await screen.findByRole('table', { name: 'Domains' });
    expect(within(table).getByRole('columnheader', { name: 'Domain' })).toBeTruthy();
    expect(within(table).getByText('muster-treuhand.ch')).toBeTruthy();
  });

  it('labels a sandbox-verified domain "Sandbox: not proven by DNS", never as proven', async () => {
    renderWithProviders(<DomainsScreen businessId={ID} />);
    const table = await screen.findByRole('table', { name: 'Domains' });
    const row = within(table).getByText('muster-treuhand.ch').closest('tr')!;
    expect(within(row).getByText('Sandbox: not proven by DNS')).toBeTruthy();
    expect(within(row).queryByText(/^Proven/)).toBeNull();
    expect(screen.getByText(/uses a sandbox check instead of looking up DNS/)).toBeTruthy();
  });

  it('shows a DNS proof as "Proven (DNS)" with no sandbox label', async () => {
    const [sandboxed] = getListBusinessDomainsResponseMock().items!;
    server.use(
      getListBusinessDomainsMockHandler({
        domains: ['muster-treuhand.ch', 'keller-partner.ch'],
        items: [
          { ...sandboxed!, verifier: 'dns' },
          {
            ...sandboxed!,
            domain: 'keller-partner.ch',
            verified: false,
            verifiedAt: null,
            verifier: 'dns',
          },
        ],
      }),
    );
    renderWithProviders(<DomainsScreen businessId={ID} />);
    const table = await screen.findByRole('table', { name: 'Domains' });
    expect(within(table).getByText('Proven (DNS)')).toBeTruthy();
    expect(within(table).getByText('Not proven yet')).toBeTruthy();
    expect(screen.queryByText(/Sandbox/)).toBeNull();
  });

  it.each(['muster', 'muster.c', '[300.1.1.1]', 'muster..ch'])(
    'refuses %s with "Invalid format" and sends nothing',
    async (value) => {
      renderWithProviders(<DomainsScreen businessId={ID} />);
      await add(value);
      expect(await screen.findByText('Invalid format')).toBeTruthy();
      expect(sentTo(sent, 'POST', '/domains')).toHaveLength(0);
    },
  );

  it.each(['muster-treuhand.ch', '[192.168.10.20]'])('adds %s', async (value) => {
    renderWithProviders(<DomainsScreen businessId={ID} />);
    await add(value);
    await waitFor(() => expect(sentTo(sent, 'POST', '/domains')).toHaveLength(1));
    expect(sentTo(sent, 'POST', '/domains')[0].body).toEqual({ domain: value });
  });

  it('deletes a domain', async () => {
    renderWithProviders(<DomainsScreen businessId={ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete muster-treuhand.ch' }));
    await waitFor(() =>
      expect(sentTo(sent, 'DELETE', '/domains/muster-treuhand.ch')).toHaveLength(1),
    );
  });
});
