// @vitest-environment jsdom
// The overlay host end to end (seed 001 §4 overlay rules, §9 signing overlay layer).
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverlayHost } from '@/components/shell/overlays/overlay-host';
import {
  closeOverlay,
  getActiveOverlay,
  openOverlay,
} from '@/components/shell/overlays/overlay-store';
import { renderWithProviders } from '../../support/render';

afterEach(() => {
  act(() => closeOverlay());
  cleanup();
});

describe('OverlayHost', () => {
  it('the signing overlay sits on layer 1900 and cannot be dismissed', async () => {
    renderWithProviders(<OverlayHost />);
    act(() => void openOverlay({ name: 'signing', props: { count: 2 } }));
    const overlay = await screen.findByRole('dialog', { name: 'Signing 2 documents…' });
    expect(overlay.getAttribute('data-overlay-layer')).toBe('1900');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(overlay, { key: 'Escape' });
    expect(getActiveOverlay()?.name).toBe('signing');
  });

  it("clears on the result 'complete' of the action", async () => {
    const onAction = vi.fn(async () => 'complete');
    renderWithProviders(<OverlayHost />);
    act(() => void openOverlay({ name: 'tan-expired', onAction }));
    await screen.findByRole('dialog', { name: 'Code expired' });
    fireEvent.click(screen.getByRole('button', { name: 'Send new code' }));
    expect(onAction).toHaveBeenCalledWith('resend', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays with its error line when the handler fails', async () => {
    renderWithProviders(<OverlayHost />, { locale: 'it' });
    act(
      () =>
        void openOverlay({
          name: 'signing-failure',
          onAction: () => Promise.reject(new Error('502')),
        }),
    );
    await screen.findByRole('dialog', { name: 'Firma non riuscita' });
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Non ha funzionato. Riprovi.')).toBeTruthy();
    expect(getActiveOverlay()).toMatchObject({ name: 'signing-failure', loading: false });
  });

  it('add seats reports the new total of seats', async () => {
    const onAction = vi.fn();
    renderWithProviders(<OverlayHost />);
    act(() => void openOverlay({ name: 'add-seats', props: { seats: 5 }, onAction }));
    await screen.findByRole('dialog', { name: 'Add seats' });
    fireEvent.change(screen.getByLabelText(/Seats to add/), { target: { value: '3' } });
    expect(screen.getByText('8 seats in total')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add seats' }));
    expect(onAction).toHaveBeenCalledWith('add-seats', { seats: 8 });
  });

  it('a closable overlay closes with its close button', async () => {
    renderWithProviders(<OverlayHost />);
    act(() => void openOverlay({ name: 'tan-locked' }));
    await screen.findByRole('dialog', { name: 'Signing by code blocked' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(getActiveOverlay()).toBeUndefined());
  });

  it('a closable overlay closes with Escape (what the signing overlay refuses)', async () => {
    renderWithProviders(<OverlayHost />);
    act(() => void openOverlay({ name: 'tan-locked' }));
    const overlay = await screen.findByRole('dialog', { name: 'Signing by code blocked' });
    fireEvent.keyDown(overlay, { key: 'Escape' });
    await waitFor(() => expect(getActiveOverlay()).toBeUndefined());
  });
});
