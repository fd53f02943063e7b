// @vitest-environment jsdom
// Password reset: request the mail (POST /v1/request-reset), then set the new password with the
// token of the link (POST /v1/reset-password) and the server's strength verdict (check-password).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  getCheckPasswordMockHandler,
  getRequestPasswordResetMockHandler,
  getResetPasswordMockHandler,
} from '@generated/api/auth/auth.msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordResetNewScreen } from '@/features/auth/password-reset-new-screen';
import { PasswordResetScreen } from '@/features/auth/password-reset-screen';
import { problemHandler, useMockApi } from '../../support/mock-api';
import { renderForms } from './render-forms';

const api = useMockApi();

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PasswordResetScreen', () => {
  it('requests the reset mail and reports the e-mail', async () => {
    api.use(getRequestPasswordResetMockHandler());
    const onDone = vi.fn();
    await renderForms(<PasswordResetScreen onDone={onDone} />);
    type(/^E-mail/, 'anna.meier@muster-treuhand.ch');
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('anna.meier@muster-treuhand.ch'));
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/v1/request-reset',
        search: '',
        body: { email: 'anna.meier@muster-treuhand.ch' },
      },
    ]);
  });

  it('refuses an invalid e-mail without calling the server', async () => {
    await renderForms(<PasswordResetScreen />);
    type(/^E-mail/, 'anna.meier@');
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(screen.getByText('Please enter a valid email')).toBeTruthy());
    expect(api.sent).toHaveLength(0);
  });
});

describe('PasswordResetNewScreen', () => {
  it('takes the token from the address, shows the strength verdict and sets the password', async () => {
    window.history.replaceState(null, '', '/password-reset/new?token=8d2e4f6a0c1b3e5d');
    api.use(
      getCheckPasswordMockHandler(async ({ request }) =>
        ((await request.json()) as { password: string }).password.length < 8
          ? { validPassword: false, errorCode: 'too_short' }
          : { validPassword: true },
      ),
      getResetPasswordMockHandler(),
    );
    const onDone = vi.fn();
    await renderForms(<PasswordResetNewScreen onDone={onDone} />, 'fr-ch');
    type(/^Nouveau mot de passe/, 'abc');
    await waitFor(() => expect(screen.getByText('Ce mot de passe est trop court.')).toBeTruthy());
    type(/^Nouveau mot de passe/, 'Zurich-Treuhand-2027!');
    await waitFor(() =>
      expect(screen.getByText('Ce mot de passe est assez robuste.')).toBeTruthy(),
    );
    expect(api.sentTo('POST /v1/check-password').map((call) => call.body)).toEqual([
      { password: 'abc' },
      { password: 'Zurich-Treuhand-2027!' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.sentTo('POST /v1/reset-password')[0]?.body).toEqual({
      token: '8d2e4f6a0c1b3e5d',
      password: 'Zurich-Treuhand-2027!',
    });
  });

  it('explains an expired link (error on the hidden token field)', async () => {
    api.use(
      getCheckPasswordMockHandler({ validPassword: true }),
      problemHandler('post', '*/v1/reset-password', 422, undefined, 'Unprocessable entity', {
        errors: [{ pointer: '/body/token', detail: 'expired', code: 'expired' }],
      }),
    );
    await renderForms(<PasswordResetNewScreen token="old-token" />);
    type(/^New password/, 'Zurich-Treuhand-2027!');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'This link has expired or was already used.',
      ),
    );
  });

  it('asks for a new link when the address has no token', async () => {
    await renderForms(<PasswordResetNewScreen />, 'it');
    expect(screen.getByText('Questo link è incompleto. Richiedine uno nuovo.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
