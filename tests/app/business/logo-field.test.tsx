// @vitest-environment jsdom
// The company-branding logo on /business/settings: the admin gives the https
// address; the body sends it as `logo.sourceUrl`; the preview is the service's own copy (an
// address on our origin, which the pages' img-src 'self' allows), never the customer's address;
// an address the server cannot take shows its translated error on the field and no "saved".
import { getBusinessMock } from '@generated/api/business/business.msw';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SnackbarHost } from '@/components/shell/snackbars/snackbar-host';
import { BusinessSettingsScreen } from '@/features/business/settings-screen';
import { renderWithProviders } from '../../support/render';
import { businessServer, sentTo } from './msw';

const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const { server, sent } = businessServer(...getBusinessMock());
const KEPT = `/v2/businesses/${ID}/logo?v=3f9c2a7b1d4e5f60`;

function renderSettings(locale: 'en-gb' | 'de-ch' = 'en-gb') {
  return renderWithProviders(
    <>
      <BusinessSettingsScreen businessId={ID} />
      <SnackbarHost />
    </>,
    { locale },
  );
}

const addressField = () => screen.findByRole('textbox', { name: /^Logo address/ });

describe('the logo of the business settings', () => {
  it('previews the service’s copy of the logo, with its size', async () => {
    renderSettings();
    expect((await addressField()).getAttribute('value')).toBe(
      'https://www.muster-treuhand.ch/branding/logo.png',
    );
    const preview = await screen.findByRole('img', { name: 'Logo preview' });
    expect(preview.getAttribute('src')).toBe(`${KEPT}&height=128`);
    expect(screen.getByText('240 × 80 pixels')).toBeTruthy();
  });

  it('sends a new address as sourceUrl, saying it is taken when saved', async () => {
    renderSettings();
    fireEvent.change(await addressField(), {
      target: { value: 'https://cdn.muster-treuhand.ch/new-logo.png' },
    });
    expect(screen.queryByRole('img', { name: 'Logo preview' })).toBeNull();
    expect(screen.getByTestId('logo-state').textContent).toBe(
      'The logo is taken from this address when you save.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sentTo(sent, 'PUT', '/settings')).toHaveLength(1));
    const body = sentTo(sent, 'PUT', '/settings')[0].body as { companyBranding: unknown };
    expect(body.companyBranding).toEqual({
      logo: { sourceUrl: 'https://cdn.muster-treuhand.ch/new-logo.png' },
    });
  });

  it('removes the logo with null', async () => {
    renderSettings();
    await addressField();
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.getByTestId('logo-state').textContent).toBe(
      'No logo is set; mails show the product’s name.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sentTo(sent, 'PUT', '/settings')).toHaveLength(1));
    const body = sentTo(sent, 'PUT', '/settings')[0].body as { companyBranding: unknown };
    expect(body.companyBranding).toEqual({ logo: null });
  });

  it('shows a refused address as a translated error on the field, never "saved"', async () => {
    server.use(
      http.put('*/v1/businesses/:id/settings', () =>
        HttpResponse.json(
          {
            type: 'https://errors.signing.example/logo_not_an_image',
            title: 'Unprocessable entity',
            status: 422,
            detail: 'The logo address does not serve a PNG, JPEG, WebP or GIF image.',
            code: 'logo_not_an_image',
            errors: [
              {
                pointer: '/body/companyBranding/logo/sourceUrl',
                detail: 'The logo address does not serve a PNG, JPEG, WebP or GIF image.',
                code: 'logo_not_an_image',
              },
            ],
          },
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    renderSettings('de-ch');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Adresse des Logos/ }), {
      target: { value: 'https://www.muster-treuhand.ch/' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    const message =
      'Diese Adresse führt zu keinem Bild. Geben Sie die Adresse einer PNG-, JPEG-, WebP- oder GIF-Datei an.';
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    const field = screen.getByRole('textbox', { name: /^Adresse des Logos/ });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Die Einstellungen wurden gespeichert.')).toBeNull();
  });
});
