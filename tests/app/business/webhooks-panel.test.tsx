// @vitest-environment jsdom
// The webhook settings against the generated MSW handlers: the list never shows a secret (the
// server answers none); a new endpoint's secret is shown once, with a copy button and the words
// that it is not shown again, and gone once dismissed; "Rotate secret" asks first (nothing sent on
// cancel), then shows the new secret once with the day the old one still signs — in every locale.
import { getWebhooksMock } from '@generated/api/webhooks/webhooks.msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '@/components/shell/dialogs/dialog-host';
import { closeDialog } from '@/components/shell/dialogs/dialog-store';
import { WebhooksPanel } from '@/features/webhooks/webhooks-panel';
import { LOCALES, renderWithProviders } from '../../support/render';
import { businessServer, sentTo } from './msw';

const BUSINESS = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const WEBHOOK = '0d7e3c1a-9b2f-4e6d-8a1c-5f4b3e2d1c0b';
const URL_OF_HOOK = 'https://erp.muster-treuhand.ch/signing/events';
/** The contract's examples of the create and rotate answers. */
const CREATED_SECRET = 'whsec_3q2-7b1cQZfX9LmN0pRsTuVwXyZaBcDeFgHiJkLmNoP';
const ROTATED_SECRET = 'whsec_Vb8kQ2mZrT5xNcW1yLp7HdJ4sFgA9eUoRiK3tMnB6qC';

const { sent } = businessServer(...getWebhooksMock());
afterEach(() => act(() => closeDialog()));

function renderPanel(locale: (typeof LOCALES)[number] = 'en-gb') {
  return renderWithProviders(
    <>
      <WebhooksPanel businessId={BUSINESS} />
      <DialogHost />
    </>,
    { locale },
  );
}

describe('WebhooksPanel', () => {
  it('lists the endpoint without any secret', async () => {
    renderPanel();
    const card = await screen.findByTestId('webhook');
    expect(within(card).getByText(URL_OF_HOOK)).toBeTruthy();
    expect(document.body.textContent).not.toContain('whsec_');
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('shows a new endpoint’s secret once, with a copy button, until dismissed', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderPanel();
    await screen.findByTestId('webhook');
    fireEvent.change(screen.getByRole('textbox', { name: /Address/ }), {
      target: { value: URL_OF_HOOK },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const shown = await screen.findByTestId('webhook-secret');
    expect(shown.textContent).toBe(CREATED_SECRET);
    expect(sentTo(sent, 'POST', '/v1/webhooks')[0]!.body).toEqual({
      url: URL_OF_HOOK,
      events: ['request.completed'],
      business_id: BUSINESS,
    });
    const region = screen.getByRole('region', { name: "The webhook's signing secret" });
    expect(region.textContent).toContain('Copy it now: it is not shown again.');
    fireEvent.click(within(region).getByRole('button', { name: 'Copy secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CREATED_SECRET));
    expect(within(region).getByRole('button', { name: 'Copied' })).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
    // The list was read again; it carries no secret, so none is shown.
    expect(document.body.textContent).not.toContain(CREATED_SECRET);
  });

  it('rotates only after the dialog is confirmed, and shows the new secret once', async () => {
    renderPanel();
    const rotate = await screen.findByRole('button', {
      name: `Rotate secret of the webhook ${URL_OF_HOOK}`,
    });
    fireEvent.click(rotate);
    let dialog = await screen.findByRole(
      'dialog',
      { name: 'Rotate the signing secret' },
      { timeout: 10_000 },
    );
    expect(dialog.textContent).toContain('For 24 hours deliveries are signed with both');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(sent, 'POST', '/rotate-secret')).toHaveLength(0);

    fireEvent.click(rotate);
    dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make new secret' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(sent, 'POST', `/v1/webhooks/${WEBHOOK}/rotate-secret`)).toHaveLength(1);
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe(ROTATED_SECRET);
    const overlap = screen.getByTestId('webhook-secret-overlap').textContent!;
    expect(overlap).toMatch(/^Until .*2026.* every delivery also carries the signature/);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(document.body.textContent).not.toContain(ROTATED_SECRET);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en-gb'))(
    'in %s the action, the dialog and the once-only words are translated',
    async (locale) => {
      const { i18n } = renderPanel(locale);
      const t = (key: string, ns: string, options = {}) => i18n.t(key, { ns, ...options });
      const english = (key: string, ns: string) => i18n.t(key, { ns, lng: 'en-gb' });
      for (const [key, ns] of [
        ['rotate', 'webhooks'],
        ['secret.overlap', 'webhooks'],
        ['rotate-webhook-secret.title', 'dialogs-general'],
        ['rotate-webhook-secret.confirm', 'dialogs-general'],
      ] as const) {
        expect(i18n.exists(key, { ns })).toBe(true);
        expect(t(key, ns)).not.toBe(english(key, ns));
      }
      fireEvent.click(
        await screen.findByRole('button', {
          name: t('rotateOf', 'webhooks', { url: URL_OF_HOOK }),
        }),
      );
      const dialog = await screen.findByRole(
        'dialog',
        { name: t('rotate-webhook-secret.title', 'dialogs-general') },
        { timeout: 10_000 },
      );
      fireEvent.click(
        within(dialog).getByRole('button', {
          name: t('rotate-webhook-secret.confirm', 'dialogs-general'),
        }),
      );
      expect((await screen.findByTestId('webhook-secret')).textContent).toBe(ROTATED_SECRET);
      expect(
        screen.getByRole('region', { name: t('secret.title', 'webhooks') }).textContent,
      ).toContain(t('secret.text', 'webhooks'));
    },
  );
});
