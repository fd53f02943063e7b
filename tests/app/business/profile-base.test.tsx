// @vitest-environment jsdom
// /business/profile: the admin changes the company's name (and e-mail, phone)
// after the business was created — PUT /v2/businesses/{id}/base with the contract's body; an
// emptied phone is sent as null, which clears it.
import { getBusinessMock } from '@generated/api/business/business.msw';
import { getBillingMock } from '@generated/api/billing/billing.msw';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SnackbarHost } from '@/components/shell/snackbars/snackbar-host';
import { BusinessProfileScreen } from '@/features/business/profile-screen';
import { renderScreen, server, useMockServer } from '../screens/render-screen';

const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
useMockServer();

const sent: { method: string; path: string; body: unknown }[] = [];
server.events.on('request:start', async ({ request }) => {
  const text = request.method === 'GET' ? '' : await request.clone().text();
  sent.push({
    method: request.method,
    path: new URL(request.url).pathname,
    body: text ? JSON.parse(text) : undefined,
  });
});

function renderProfile() {
  return renderScreen(
    <>
      <BusinessProfileScreen businessId={ID} />
      <SnackbarHost />
    </>,
    [...getBusinessMock(), ...getBillingMock()],
  );
}

describe('the business profile', () => {
  it('changes the company name, keeping e-mail and phone', async () => {
    sent.length = 0;
    renderProfile();
    const name = await screen.findByRole('textbox', { name: /^Company name/ });
    expect(name).toHaveProperty('value', 'Muster Treuhand AG');
    fireEvent.change(name, { target: { value: '  Muster Treuhand & Partner AG ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'PUT' && r.path.endsWith('/base'))).toHaveLength(1),
    );
    expect(sent.find((r) => r.method === 'PUT')!.body).toEqual({
      name: 'Muster Treuhand & Partner AG',
      email: 'info@muster-treuhand.ch',
      phone: '+41 44 123 45 67',
    });
    expect(await screen.findByText('The business details were saved.')).toBeTruthy();
  });

  it('clears the phone with null, and refuses an empty name', async () => {
    sent.length = 0;
    renderProfile();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Phone/ }), {
      target: { value: '' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Company name/ }), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /^Company name/ }), {
      target: { value: 'Muster Treuhand AG' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PUT')!.body).toMatchObject({ phone: null });
  });
});
