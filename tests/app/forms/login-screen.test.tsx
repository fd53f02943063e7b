// @vitest-environment jsdom
// The login screen: POST /v1/login through the generated hook, then the session starts
// (docs/product.md#states-session: token kept in session storage, 24 h, 48 h with remember).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { getLoginMockHandler, getLoginResponseMock } from '@generated/api/auth/auth.msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from '@/features/auth/login-screen';
import { restoreSession } from '@/lib/session';
import { problemHandler, useMockApi } from '../../support/mock-api';
import { renderForms } from './render-forms';

const api = useMockApi();
const TOKEN = { value: 'eyJhbGciOi.anna', expiration: '2026-11-26T10:00:00Z' };
const HOUR = 3_600_000;

beforeEach(() => sessionStorage.clear());
afterEach(() => cleanup());

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginScreen', () => {
  it("treats an empty saved e-mail as no e-mail ('This field is required')", async () => {
    await renderForms(<LoginScreen initialEmail="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
  });

  it('logs in, starts a 48-hour session with remember and reports the first login', async () => {
    api.use(getLoginMockHandler({ ...getLoginResponseMock(), token: TOKEN, firstLogin: true }));
    const onLoggedIn = vi.fn();
    await renderForms(<LoginScreen onLoggedIn={onLoggedIn} />);
    type(/^E-mail/, 'anna.meier@muster-treuhand.ch');
    type(/^Password/, 'Zurich-Treuhand-2027!');
    fireEvent.click(screen.getByText('Stay logged in for 48 hours'));
    await waitFor(() =>
      expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true),
    );
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(true));
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/v1/login',
        search: '',
        body: {
          email: 'anna.meier@muster-treuhand.ch',
          password: 'Zurich-Treuhand-2027!',
          first_login: false,
          remember: true,
        },
      },
    ]);
    const session = restoreSession();
    expect(session?.token).toBe(TOKEN.value);
    expect(session!.expiresAt - before).toBeGreaterThanOrEqual(48 * HOUR);
    expect(session!.expiresAt - before).toBeLessThan(48 * HOUR + 60_000);
  });

  it('pre-fills the e-mail and sends no call while the password is missing', async () => {
    await renderForms(<LoginScreen initialEmail="anna.meier@muster-treuhand.ch" />);
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe(
      'anna.meier@muster-treuhand.ch',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByText('This field is required')).toBeTruthy());
    expect(api.sent).toHaveLength(0);
  });

  it('says the credentials are wrong on 401 and starts no session', async () => {
    api.use(problemHandler('post', '*/v1/login', 401, undefined, 'Invalid credentials.'));
    const onLoggedIn = vi.fn();
    await renderForms(<LoginScreen onLoggedIn={onLoggedIn} />, 'de-ch');
    type(/^E-Mail/, 'anna.meier@muster-treuhand.ch');
    type(/^Passwort/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('E-Mail oder Passwort ist falsch.'),
    );
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(restoreSession()).toBeUndefined();
  });

  it("names the mock's credentials only when the mock loop serves the app", async () => {
    await renderForms(<LoginScreen mock />, 'de-ch');
    expect(screen.getByTestId('mock-credentials').textContent).toBe(
      'Mock: Melden Sie sich als anna.meier@muster-treuhand.ch mit dem Passwort Zurich-Treuhand-2026! an.',
    );
    cleanup();
    await renderForms(<LoginScreen />);
    expect(screen.queryByTestId('mock-credentials')).toBeNull();
  });
});
