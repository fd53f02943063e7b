// @vitest-environment jsdom
// The dialog host end to end: a dialog reports its action with its payload, shows the loading
// state while the caller's handler runs, closes afterwards, and validates its small form with the
// product's default messages (docs/product.md#validation-messages "required 'This field is required'").
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '@/components/shell/dialogs/dialog-host';
import { closeDialog, getActiveDialog, openDialog } from '@/components/shell/dialogs/dialog-store';
import { renderWithProviders } from '../../support/render';

afterEach(() => {
  act(() => closeDialog());
  cleanup();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => (resolve = res));
  return { promise, resolve };
}

describe('DialogHost', () => {
  it('renders nothing without an active dialog', () => {
    renderWithProviders(<DialogHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('withdraw: requires a message, then reports it, loads, and closes', async () => {
    const gate = deferred();
    const onAction = vi.fn(() => gate.promise);
    renderWithProviders(<DialogHost />);
    act(
      () =>
        void openDialog({
          namespace: 'document',
          name: 'withdraw',
          props: { title: 'NDA Alpine Tech' },
          onAction,
        }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw signature request' });
    expect(dialog.textContent).toContain('“NDA Alpine Tech” will be withdrawn');

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(onAction).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /Message to the signers/ }), {
      target: { value: 'The fee schedule does not match our offer.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onAction).toHaveBeenCalledWith('withdraw', {
      message: 'The fee schedule does not match our offer.',
    });
    await waitFor(() => expect(getActiveDialog()?.loading).toBe(true));
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);

    await act(async () => gate.resolve());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('TAN entry accepts only the 6 digits of the code', async () => {
    const onAction = vi.fn();
    renderWithProviders(<DialogHost />);
    act(
      () =>
        void openDialog({
          namespace: 'document',
          name: 'tan-entry',
          props: { mobile: '+41 79 123 45 67' },
          onAction,
        }),
    );
    await screen.findByRole('dialog', { name: 'Enter confirmation code' });
    const input = screen.getByRole('textbox', { name: /Confirmation code/ }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '48a29' } });
    expect(input.value).toBe('4829');
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Enter the 6 digits of the code')).toBeTruthy();
    expect(onAction).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '4829151' } });
    expect(input.value).toBe('482915');
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(onAction).toHaveBeenCalledWith('confirm', { tan: '482915' });
  });

  it('delete account asks for the password and reports it', async () => {
    const onAction = vi.fn();
    renderWithProviders(<DialogHost />);
    act(() => void openDialog({ namespace: 'profile', name: 'delete-account', onAction }));
    await screen.findByRole('dialog', { name: 'Delete account' });
    const password = screen.getByLabelText(/Enter your password to confirm/);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.change(password, { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(onAction).toHaveBeenCalledWith('delete', { password: 'correct horse' });
  });

  it('remove members reports the ids as user_ids (the contract body)', async () => {
    const onAction = vi.fn();
    renderWithProviders(<DialogHost />, { locale: 'de-ch' });
    act(
      () =>
        void openDialog({
          namespace: 'business',
          name: 'remove-members',
          props: {
            members: [
              { id: 'beat.keller', label: 'Beat Keller' },
              { id: 'anna.meier', label: 'Anna Meier' },
            ],
          },
          onAction,
        }),
    );
    await screen.findByRole('dialog', { name: '2 Mitglieder entfernen' });
    fireEvent.click(screen.getByRole('button', { name: '2 Mitglieder entfernen' }));
    expect(onAction).toHaveBeenCalledWith('remove', { user_ids: ['beat.keller', 'anna.meier'] });
  });

  it('shows the error line and stays open when the handler fails', async () => {
    renderWithProviders(<DialogHost />);
    act(
      () =>
        void openDialog({
          namespace: 'general',
          name: 'delete-documents',
          props: { count: 2 },
          onAction: () => Promise.reject(new Error('500')),
        }),
    );
    await screen.findByRole('dialog', { name: 'Delete 2 documents' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('That did not work. Please try again.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('the cancel button closes the dialog and reports the dismissal', async () => {
    const onClose = vi.fn();
    const onAction = vi.fn();
    renderWithProviders(<DialogHost />, { locale: 'fr-ch' });
    act(() => void openDialog({ namespace: 'general', name: 'leave-page', onAction, onClose }));
    await screen.findByRole('dialog', { name: 'Quitter cette page ?' });
    fireEvent.click(screen.getByRole('button', { name: 'Rester' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledOnce();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('gates cannot be dismissed: accept terms has no close button and needs the checkbox', async () => {
    const onAction = vi.fn();
    renderWithProviders(<DialogHost />);
    act(() => void openDialog({ namespace: 'general', name: 'accept-terms', onAction }));
    await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByText('I have read and accept the terms and conditions'));
    await waitFor(() => expect(accept.hasAttribute('disabled')).toBe(false));
    fireEvent.click(accept);
    expect(onAction).toHaveBeenCalledWith('accept', undefined);
  });
});
