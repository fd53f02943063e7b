// @vitest-environment jsdom
// /business/dashboard: the requests by state include EXPIRED (a state of its own), labelled
// from the locales, so the states add up to the total.
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessDashboardScreen } from '@/features/business/dashboard-screen';
import { renderScreen, useMockServer } from '../screens/render-screen';

const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
useMockServer();

const statistics = {
  signatures: { total: 4, ses: 4, aes: 0, aesMinimal: 0, qes: 0, seal: 0, part11: 0 },
  signatureRequests: {
    total: 9,
    draft: 1,
    open: 2,
    signed: 2,
    declined: 1,
    withdrawn: 0,
    expired: 3,
  },
  members: 2,
  admins: 1,
  invitedMembers: 0,
  seals: 0,
  apiUsers: 1,
  domains: 0,
};

describe('BusinessDashboardScreen', () => {
  it('shows the expired requests among the states, which add up to the total', async () => {
    renderScreen(<BusinessDashboardScreen businessId={ID} />, [
      http.get('*/v2/businesses/:businessId/statistics', () => HttpResponse.json(statistics)),
    ]);
    const expired = (await screen.findByText('Expired')).closest('dl, div')!;
    expect(within(expired as HTMLElement).getByText('3')).toBeTruthy();
    for (const label of ['Drafts', 'Open', 'Signed', 'Declined', 'Withdrawn']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
  });
});
