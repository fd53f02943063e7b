// @vitest-environment jsdom
// The overlay host end to end (docs/product.md#states-shell overlay rules, docs/product.md#constants-interface signing overlay layer).
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverlayHost } from '@/components/shell/overlays/overlay-host';
import { closeOverlay, getActiveOverlay } from '@/components/shell/overlays/overlay-store';
import { addSeatsOverlay } from '@/components/billing/overlays';
import {
  signingFailureOverlay,
  signingOverlay,
  tanExpiredOverlay,
  tanLockedOverlay,
} from '@/components/signing/overlays';
import { renderWithProviders } from '../../support/render';

afterEach(() => {
  act(() => closeOverlay());
  cleanup();
});

describe('OverlayHost', () => {
  it('the signing overlay sits on layer 1900 and cannot be dismissed', async () => {
    renderWithProviders(<OverlayHost />);
    act(() => void signingOverlay.open({ count: 2 }));
    const overlay = await screen.findByRole('dialog', { name: 'Signing 2 documents…' });
    expect(overlay.getAttribute('data-overlay-layer')).toBe('1900');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(overlay, { key: 'Escape' });
    expect(getActiveOverlay()?.name).toBe('signing');
  });

  it("clears on the result 'complete' of the action", async () => {
    const onAction = vi.fn(async () => 'complete' as const);
    renderWithProviders(<OverlayHost />);
    act(() => void tanExpiredOverlay.open(undefined, { onAnswer: onAction }));
    await screen.findByRole('dialog', { name: 'Code expired' });
    fireEvent.click(screen.getByRole('button', { name: 'Send new code' }));
    expect(onAction).toHaveBeenCalledWith('resend', expect.anything());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays with its error line when the handler fails', async () => {
    renderWithProviders(<OverlayHost />, { locale: 'it' });
    act(
      () =>
        void signingFailureOverlay.open({}, { onAnswer: () => Promise.reject(new Error('502')) }),
    );
    await screen.findByRole('dialog', { name: 'Firma non riuscita' });
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Non ha funzionato. Riprovi.')).toBeTruthy();
    expect(getActiveOverlay()).toMatchObject({ name: 'signing-failure', loading: false });
  });

  it('add seats asks for the price of the new total, then buys it with the quoted time', async () => {
    const onAction = vi.fn();
    renderWithProviders(<OverlayHost />);
    act(() => void addSeatsOverlay.open({ seats: 5 }, { onAnswer: onAction }));
    await screen.findByRole('dialog', { name: 'Add seats' });
    fireEvent.change(screen.getByLabelText(/Seats to add/), { target: { value: '3' } });
    expect(screen.getByText('8 seats in total')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show price' }));
    await waitFor(() =>
      expect(onAction).toHaveBeenCalledWith({ step: 'preview', seats: 8 }, expect.anything()),
    );
    const quote = {
      seats: 8,
      timestamp: 1790000000,
      dueNow: 'CHF 31.35',
      nextInvoice: 'CHF 250.80',
      nextInvoiceDate: '1 Dec 2026',
    };
    const [, overlay] = onAction.mock.calls[0];
    act(() => overlay.update({ quote }));
    expect(await screen.findByText('Due now: CHF 31.35')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add seats' }));
    await waitFor(() =>
      expect(onAction).toHaveBeenLastCalledWith(
        { step: 'buy', seats: 8, timestamp: 1790000000 },
        expect.anything(),
      ),
    );
  });

  it('add seats asks again when the number changes after a quote', async () => {
    const onAction = vi.fn();
    renderWithProviders(<OverlayHost />);
    const quote = { seats: 6, timestamp: 1, dueNow: 'x', nextInvoice: 'y', nextInvoiceDate: 'z' };
    act(() => void addSeatsOverlay.open({ seats: 5, quote }, { onAnswer: onAction }));
    await screen.findByRole('dialog', { name: 'Add seats' });
    fireEvent.change(screen.getByLabelText(/Seats to add/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show price' }));
    await waitFor(() =>
      expect(onAction).toHaveBeenCalledWith({ step: 'preview', seats: 7 }, expect.anything()),
    );
  });

  it('a closable overlay closes with its close button', async () => {
    renderWithProviders(<OverlayHost />);
    act(() => void tanLockedOverlay.open());
    await screen.findByRole('dialog', { name: 'Signing by code blocked' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(getActiveOverlay()).toBeUndefined());
  });

  it('a closable overlay closes with Escape (what the signing overlay refuses)', async () => {
    renderWithProviders(<OverlayHost />);
    act(() => void tanLockedOverlay.open());
    const overlay = await screen.findByRole('dialog', { name: 'Signing by code blocked' });
    fireEvent.keyDown(overlay, { key: 'Escape' });
    await waitFor(() => expect(getActiveOverlay()).toBeUndefined());
  });
});
