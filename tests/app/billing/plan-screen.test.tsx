// @vitest-environment jsdom
// /business/billing/plan against the contract's example world (orval's MSW handlers): the plan in
// force with its renewal, the seats, the four tiers, and every amount taken from the server's
// preview ("Every amount a screen shows comes from the server"); the choice is sent as
// the contract's SubscriptionRequest; cancel goes through its dialog, adding seats shows the
// prorated price first and buys with the proration time of that price.
import { getBillingMock } from '@generated/api/billing/billing.msw';
import type { BillingInformation } from '@generated/model/billingInformation';
import contract from '@generated/openapi.json';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from '@/components/shell/dialogs/dialog-host';
import { closeDialog } from '@/components/shell/dialogs/dialog-store';
import { OverlayHost } from '@/components/shell/overlays/overlay-host';
import { closeOverlay } from '@/components/shell/overlays/overlay-store';
import { PlanScreen } from '@/features/billing/plan-screen';
import { problemHandler } from '../../support/mock-api';
import { renderScreen, server, useMockServer } from '../screens/render-screen';

const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
useMockServer();
/** The contract's example billing information (Team, monthly, paid): the world's, not a scenario's. */
const EXAMPLE = (
  contract.paths['/v1/businesses/{businessId}/billing/information'].get.responses['200'].content[
    'application/json'
  ].examples as { world: { value: BillingInformation } }
).world.value;

interface Sent {
  method: string;
  path: string;
  body: unknown;
}
const sent: Sent[] = [];
server.events.on('request:start', async ({ request }) => {
  const text = request.method === 'GET' ? '' : await request.clone().text();
  sent.push({
    method: request.method,
    path: new URL(request.url).pathname,
    body: text ? JSON.parse(text) : undefined,
  });
});
const sentTo = (method: string, end: string) =>
  sent.filter((item) => item.method === method && item.path.endsWith(end));

afterEach(() => {
  sent.length = 0;
  closeDialog();
  closeOverlay();
});

function renderPlan() {
  return renderScreen(
    <>
      <PlanScreen businessId={ID} />
      <DialogHost />
      <OverlayHost />
    </>,
    getBillingMock(),
  );
}

describe('PlanScreen', () => {
  it('shows the current plan, its renewal, the seats and the four tiers', async () => {
    renderPlan();
    expect(await screen.findByTestId('current-plan-name')).toHaveProperty('textContent', 'Team');
    expect(screen.getByTestId('plan-state').textContent).toBe('Renews on 1 Dec 2026');
    expect((await screen.findByTestId('seats-count')).textContent).toBe('3 of 5 seats in use');
    for (const tier of ['individual', 'team', 'pro', 'scale']) {
      expect(await screen.findByTestId(`tier-${tier}`)).toBeTruthy();
    }
    expect(screen.getByTestId('tier-team').textContent?.replace(/\s/g, ' ')).toContain(
      'CHF 29.00 per seat and month',
    ); // Each card's radio is named by its plan, not by its plan, price and seats run together.
    for (const name of ['Individual', 'Team', 'Pro', 'Scale']) {
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    }
  });

  it('leads to the payment methods and the invoices from its billing navigation', async () => {
    renderPlan();
    const nav = await screen.findByRole('navigation', { name: 'Billing' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Plan', '/business/billing/plan'],
      ['Payment methods', '/business/billing/payment'],
      ['Invoices', '/business/billing/invoices'],
    ]);
  });

  it('prices the choice with the server and shows its amounts', async () => {
    renderPlan();
    fireEvent.click(
      await screen.findByText('Identifications of members and invited signers included'),
    );
    fireEvent.change(screen.getByLabelText('Promotion code'), { target: { value: 'WELCOME10' } });
    const preview = await screen.findByTestId('upgrade-preview', {}, { timeout: 3000 });
    await waitFor(() =>
      expect(sentTo('POST', '/subscriptions/upgrade/preview').at(-1)?.body).toEqual({
        plan: 'pro_v3',
        cycle: 'monthly',
        currency: 'CHF',
        amountSeats: 5,
        promoCode: 'WELCOME10',
      }),
    );
    // The example preview of the contract: subtotal 2000, WELCOME10 −200, VAT 8.1 % 146, total 1946.
    expect(within(preview).getByText('Discount WELCOME10')).toBeTruthy();
    expect(within(preview).getByText('VAT 8.1 %')).toBeTruthy();
    expect(within(preview).getByText('CHF 19.46')).toBeTruthy();
  });

  it('sends the referral code of a referral link, and drops it when the server refuses it', async () => {
    document.cookie = 'referral_code=FRIEND2026; Path=/';
    renderPlan();
    fireEvent.click(
      await screen.findByText('Identifications of members and invited signers included'),
    );
    expect(
      await screen.findByText(
        'You came through a referral link: the code FRIEND2026 applies, its discount is in the price.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(sentTo('POST', '/subscriptions/upgrade/preview').at(-1)?.body).toMatchObject({
        plan: 'pro_v3',
        referralCode: 'FRIEND2026',
      }),
    );
    // docs/product.md names the referral code in the subscription request; a code no customer has is
    // refused (422 referral_code_invalid) and the price is asked again without it.
    server.use(
      problemHandler(
        'post',
        '*/v2/businesses/:businessId/subscriptions/upgrade/preview',
        422,
        'referral_code_invalid',
        'The referral code is not valid.',
        {},
        { once: true },
      ),
    );
    fireEvent.change(screen.getByLabelText('Promotion code'), { target: { value: 'WELCOME10' } });
    await waitFor(() => {
      const last = sentTo('POST', '/subscriptions/upgrade/preview').at(-1)?.body;
      expect(last).toMatchObject({ promoCode: 'WELCOME10' });
      expect(last).not.toHaveProperty('referralCode');
    });
    expect(document.cookie).not.toContain('FRIEND2026');
    expect(await screen.findByTestId('upgrade-preview', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText(/You came through a referral link/)).toBeNull();
  });

  it('asks no price for the running terms, nor for fewer seats than are in use', async () => {
    renderPlan();
    // The example subscription: Team, monthly, 5 seats — chosen again, nothing changes.
    expect(await screen.findByTestId('unchanged')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sentTo('POST', '/subscriptions/upgrade/preview')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Buy Team' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Seats/ }), {
      target: { value: '2' },
    });
    expect(await screen.findByText(/3 seats are in use/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sentTo('POST', '/subscriptions/upgrade/preview')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Buy Team' })).toHaveProperty('disabled', true);
  });

  it('right after buying, starts again from the plan just bought: no price, no purchase', async () => {
    // Back from the provider's page the screen first reads the trial; the purchase is confirmed
    // (and the billing read again) a moment later: Team, yearly, 5 seats.
    let bought = false;
    // (Added after the screen's example handlers, so they answer first.)
    const { queryClient } = renderPlan();
    server.use(
      http.get('*/v1/businesses/:businessId/billing/information', () => {
        const paid = {
          billing: { ...EXAMPLE.billing },
          pricePlan: {
            ...EXAMPLE.pricePlan,
            current: {
              base: {
                type: 'PAID',
                startAt: '2026-11-25T00:00:00Z',
                endAt: '2027-11-25T00:00:00Z',
              },
            },
            next: {
              base: {
                type: 'PAID',
                startAt: '2027-11-25T00:00:00Z',
                endAt: '2028-11-25T00:00:00Z',
              },
            },
          },
          paymentProvider: EXAMPLE.paymentProvider,
        };
        const trial = {
          ...paid,
          billing: { ...paid.billing, paymentMethod: 'TRIALING', stripeSubscriptionStatus: null },
          pricePlan: {
            ...paid.pricePlan,
            current: {
              base: {
                type: 'TRIAL',
                startAt: '2026-11-20T00:00:00Z',
                endAt: '2026-12-04T00:00:00Z',
              },
            },
            next: { base: { type: 'CANCELED', startAt: '2026-12-04T00:00:00Z', endAt: null } },
          },
          paymentProvider: { ...paid.paymentProvider, subscriptionStatus: 'trialing' },
        };
        return HttpResponse.json(bought ? paid : trial);
      }),
    );
    expect(await screen.findByText(/^Trial until/)).toBeTruthy();
    bought = true;
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByText('Renews on 25 Nov 2027')).toBeTruthy();
    // The chooser proposes the subscription in force, which costs nothing to choose again.
    expect(await screen.findByTestId('unchanged')).toBeTruthy();
    expect(screen.getByLabelText('Billing cycle')).toHaveProperty('value', 'yearly');
    expect(screen.getByRole('spinbutton', { name: /^Seats/ })).toHaveProperty('value', '5');
    expect(screen.getByRole('button', { name: 'Buy Team' })).toHaveProperty('disabled', true);
    sent.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sentTo('POST', '/subscriptions/upgrade/preview')).toHaveLength(0);
    expect(screen.queryByTestId('upgrade-preview')).toBeNull();
  });

  it('cancels the subscription through its dialog', async () => {
    renderPlan();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cancel subscription' },
      { timeout: 5000 },
    );
    expect(within(dialog).getByText(/ends on 1 Dec 2026/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(sentTo('POST', '/cancel-subscription')).toHaveLength(1));
  });

  it('adds seats after showing the prorated price, with that price’s proration time', async () => {
    renderPlan();
    fireEvent.click(await screen.findByRole('button', { name: 'Add seats' }));
    const overlay = await screen.findByRole('dialog', { name: 'Add seats' }, { timeout: 5000 });
    expect(within(overlay).getByText(/3 of 5 seats of your plan are in use/)).toBeTruthy();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Show price' }));
    expect(await within(overlay).findByText('Due now: CHF 6.27')).toBeTruthy();
    expect(sentTo('POST', '/subscriptions/seats/preview')[0].body).toEqual({ seats: 6 });
    fireEvent.click(within(overlay).getByRole('button', { name: 'Add seats' }));
    await waitFor(() =>
      expect(sentTo('PUT', '/subscriptions/seats')[0]?.body).toEqual({
        seats: 6,
        timestamp: 1795600800,
      }),
    );
  });
});
