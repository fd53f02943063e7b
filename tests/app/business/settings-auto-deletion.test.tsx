// @vitest-environment jsdom
// /business/settings against the generated MSW handlers: switching automatic deletion (settings
// signatureRequests.retention) off or on is saved only after the auto-deletion dialog of
// docs/product.md#screens ("activate/deactivate auto deletion") is confirmed; other changes save at once.
import { getBusinessMock } from '@generated/api/business/business.msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '@/components/shell/dialogs/dialog-host';
import { BusinessSettingsScreen } from '@/features/business/settings-screen';
import { renderWithProviders } from '../../support/render';
import { businessServer, sentTo } from './msw';

const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const { sent } = businessServer(...getBusinessMock());

function renderSettings() {
  return renderWithProviders(
    <>
      <BusinessSettingsScreen businessId={ID} />
      <DialogHost />
    </>,
  );
}

const retentionBox = () =>
  screen.findByRole('checkbox', { name: 'Delete finished requests automatically' });
// Chakra's checkbox is a label around a hidden input: a person clicks the label.
const switchRetention = async () => fireEvent.click((await retentionBox()).closest('label')!);

describe('BusinessSettingsScreen and automatic deletion', () => {
  it('turning it off asks first, and saves enabled: false only when confirmed', async () => {
    renderSettings();
    await switchRetention();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Deactivate automatic deletion' },
      { timeout: 10_000 },
    );
    expect(sentTo(sent, 'PUT', '/settings')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(sentTo(sent, 'PUT', '/settings')).toHaveLength(1));
    const body = sentTo(sent, 'PUT', '/settings')[0].body as {
      signatureRequests: { retention: { enabled: boolean; terminalState: number } };
    };
    expect(body.signatureRequests.retention).toEqual({ enabled: false, terminalState: 90 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('dismissing the dialog saves nothing', async () => {
    renderSettings();
    await switchRetention();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(sent, 'PUT', '/settings')).toHaveLength(0);
  });

  it('saving without switching it sends the settings at once, no dialog', async () => {
    renderSettings();
    await retentionBox();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sentTo(sent, 'PUT', '/settings')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
