// @vitest-environment jsdom
// The seat-purchase hook of the members invite ("members beyond the paid seats
// cannot be invited (422 with a code) and the add-seats overlay offers to buy them"): the refused
// invitation opens the overlay from the business's seats, the price is shown before buying, and
// once the seats are bought the same invitation is sent again.
import { getBillingMock } from '@generated/api/billing/billing.msw';
import { getMembersMock } from '@generated/api/members/members.msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OverlayHost } from '@/components/shell/overlays/overlay-host';
import { InviteForm } from '@/features/business/invite-form';
import { renderWithProviders } from '../../support/render';
import { businessServer, sentTo } from '../business/msw';

const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const { server, sent } = businessServer(...getBillingMock(), ...getMembersMock());

describe('invite beyond the paid seats', () => {
  it('offers the seats, shows their price, buys them and sends the invitation again', async () => {
    let refusals = 1;
    server.use(
      http.post('*/v1/businesses/:businessId/members', () => {
        if (refusals-- <= 0) return undefined;
        return HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Unprocessable Content',
            status: 422,
            detail: 'All 5 seats are taken: add seats before inviting more people.',
            code: 'no_seats_available',
          },
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }),
    );
    renderWithProviders(
      <>
        <InviteForm businessId={ID} />
        <OverlayHost />
      </>,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /^E-mail/ }), {
      target: { value: 'daniel.frei@muster-treuhand.ch' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const overlay = await screen.findByRole('dialog', { name: 'Add seats' }, { timeout: 5000 });
    // The example usage: 5 seats, 3 of them in use.
    expect(within(overlay).getByText(/3 of 5 seats of your plan are in use/)).toBeTruthy();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Show price' }));
    expect(await within(overlay).findByText('Due now: CHF 6.27')).toBeTruthy();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Add seats' }));
    await waitFor(() => expect(sentTo(sent, 'PUT', '/subscriptions/seats')).toHaveLength(1));
    await waitFor(() => expect(sentTo(sent, 'POST', '/members')).toHaveLength(2));
    expect(sentTo(sent, 'POST', '/members')[1].body).toMatchObject({
      users: [{ email: 'daniel.frei@muster-treuhand.ch' }],
    });
  });
});
