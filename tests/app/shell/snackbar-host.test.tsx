// @vitest-environment jsdom
// The snackbar host translates message keys of the 'snackbars' namespace (docs/product.md#errors:
// 'business.not_allowed', 'global.error.generic_support'), shows plain texts as they are, and
// closes on dismiss and on action.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarHost } from '@/components/shell/snackbars/snackbar-host';
import {
  dismissSnackbar,
  getSnackbars,
  showSnackbar,
} from '@/components/shell/snackbars/snackbar-store';
import { renderWithProviders } from '../../support/render';

afterEach(() => {
  act(() => getSnackbars().forEach((snackbar) => dismissSnackbar(snackbar.id)));
  cleanup();
});

describe('SnackbarHost', () => {
  it.each([
    ['en-gb', 'business.not_allowed', 'Only business admins can open this page.'],
    ['de-ch', 'business.not_allowed', 'Nur Admins des Unternehmens können diese Seite öffnen.'],
    [
      'fr-ch',
      'global.error.generic_support',
      'Une erreur s’est produite. Veuillez réessayer ou contacter notre support.',
    ],
    [
      'it',
      'global.error.generic_support',
      'Si è verificato un errore. Riprovi o contatti il nostro supporto.',
    ],
  ] as const)('in %s translates the key %s', async (locale, key, text) => {
    renderWithProviders(<SnackbarHost />, { locale });
    act(() => void showSnackbar({ message: key, color: 'error', indefinite: true }));
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('shows a plain message as it is and closes on dismiss', async () => {
    renderWithProviders(<SnackbarHost />);
    act(
      () =>
        void showSnackbar({
          message: 'Visual signature saved.',
          color: 'success',
          indefinite: true,
        }),
    );
    expect((await screen.findByRole('status')).textContent).toContain('Visual signature saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('runs the action and closes; a non-dismissible one has no close button', async () => {
    const handler = vi.fn();
    renderWithProviders(<SnackbarHost />);
    act(
      () =>
        void showSnackbar({
          message: 'Document deleted',
          indefinite: true,
          dismissible: false,
          action: { text: 'Undo', handler },
        }),
    );
    await screen.findByRole('status');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(handler).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
