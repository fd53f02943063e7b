// @vitest-environment jsdom
// The dialog host end to end: a dialog answers with its typed result, shows the loading
// state while the caller's handler runs, closes afterwards, and validates its small form with the
// product's default messages (docs/product.md#validation-messages "required 'This field is required'").
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '@/components/shell/dialogs/dialog-host';
import { closeDialog, getActiveDialog } from '@/components/shell/dialogs/dialog-store';
import { removeMembersDialog } from '@/features/business/dialogs';
import { deleteAccountDialog } from '@/features/profile/dialogs';
import {
  delegateDialog,
  deleteDocumentsDialog,
  withdrawDialog,
} from '@/features/signature-requests/dialogs';
import { tanEntryDialog } from '@/components/signing/dialogs';
import { acceptTermsDialog } from '@/features/user/dialogs';
import { leavePageDialog } from '@/components/shell/dialogs/use-leave-guard';
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
    act(() => void withdrawDialog.open({ title: 'NDA Alpine Tech' }, { onAnswer: onAction }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw signature request' });
    expect(dialog.textContent).toContain('“NDA Alpine Tech” will be withdrawn');

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(onAction).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /Message to the signers/ }), {
      target: { value: 'The fee schedule does not match our offer.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onAction).toHaveBeenCalledWith({
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
    act(() => void tanEntryDialog.open({ mobile: '+41 79 123 45 67' }, { onAnswer: onAction }));
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
    expect(onAction).toHaveBeenCalledWith({ tan: '482915' });
  });

  it('delete account asks for the password and reports it', async () => {
    const onAction = vi.fn();
    renderWithProviders(<DialogHost />);
    act(() => void deleteAccountDialog.open(undefined, { onAnswer: onAction }));
    await screen.findByRole('dialog', { name: 'Delete account' });
    const password = await screen.findByLabelText(/Enter your password to confirm/);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(onAction).not.toHaveBeenCalled();
    fireEvent.change(password, { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith({ password: 'correct horse' }));
  });

  it('delegate asks for name and e-mail in the dialog’s own words and reports them trimmed', async () => {
    const onAction = vi.fn();
    renderWithProviders(<DialogHost />, { locale: 'it' });
    act(() => void delegateDialog.open({ title: 'Contratto' }, { onAnswer: onAction }));
    await screen.findByRole('dialog', { name: 'Delega la firma' });
    const name = await screen.findByLabelText(/^Nome completo/);
    const email = screen.getByLabelText(/^E-mail/);
    fireEvent.change(email, { target: { value: 'daniel.frei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delega' }));
    // The dialogs' formal address, not the forms' informal one.
    expect(await screen.findByText('Inserisca un indirizzo e-mail valido')).toBeTruthy();
    expect(screen.getByText('Questo campo è obbligatorio')).toBeTruthy();
    expect(onAction).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: ' Daniel Frei ' } });
    fireEvent.change(email, { target: { value: 'daniel.frei@muster-treuhand.ch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delega' }));
    await waitFor(() =>
      expect(onAction).toHaveBeenCalledWith({
        name: 'Daniel Frei',
        email: 'daniel.frei@muster-treuhand.ch',
      }),
    );
  });

  it('remove members reports the ids as user_ids (the contract body)', async () => {
    const onAction = vi.fn();
    renderWithProviders(<DialogHost />, { locale: 'de-ch' });
    act(
      () =>
        void removeMembersDialog.open(
          {
            members: [
              { id: 'beat.keller', label: 'Beat Keller' },
              { id: 'anna.meier', label: 'Anna Meier' },
            ],
          },
          { onAnswer: onAction },
        ),
    );
    await screen.findByRole('dialog', { name: '2 Mitglieder entfernen' });
    fireEvent.click(screen.getByRole('button', { name: '2 Mitglieder entfernen' }));
    expect(onAction).toHaveBeenCalledWith({ user_ids: ['beat.keller', 'anna.meier'] });
  });

  it('shows the error line and stays open when the handler fails', async () => {
    renderWithProviders(<DialogHost />);
    act(
      () =>
        void deleteDocumentsDialog.open(
          { count: 2 },
          { onAnswer: () => Promise.reject(new Error('500')) },
        ),
    );
    await screen.findByRole('dialog', { name: 'Delete 2 documents' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('That did not work. Please try again.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('the cancel button closes the dialog and reports the dismissal', async () => {
    const onAction = vi.fn();
    renderWithProviders(<DialogHost />, { locale: 'fr-ch' });
    let answered: Promise<'leave' | undefined> = Promise.resolve('leave');
    act(() => void (answered = leavePageDialog.open(undefined, { onAnswer: onAction })));
    await screen.findByRole('dialog', { name: 'Quitter cette page ?' });
    fireEvent.click(screen.getByRole('button', { name: 'Rester' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(answered).resolves.toBeUndefined();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('gates cannot be dismissed: accept terms has no close button and needs the checkbox', async () => {
    const onAction = vi.fn();
    renderWithProviders(<DialogHost />);
    act(() => void acceptTermsDialog.open({}, { onAnswer: onAction }));
    await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByText('I have read and accept the terms and conditions'));
    await waitFor(() => expect(accept.hasAttribute('disabled')).toBe(false));
    fireEvent.click(accept);
    expect(onAction).toHaveBeenCalledWith('accept');
  });
});
