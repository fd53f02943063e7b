// @vitest-environment jsdom
// The login screen: POST /v1/login through the generated hook, then the session starts
// (seed 000 §4: token kept in session storage, 24 h, 48 h with remember).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from '@/features/auth/login-screen';
import { restoreSession } from '@/lib/session';
import { fakeFetch } from './fake-fetch';
import { renderForms } from './render-forms';

const TOKEN = { value: 'eyJhbGciOi.anna', expiration: '2026-11-26T10:00:00Z' };
const HOUR = 3_600_000;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginScreen', () => {
  it("treats an empty saved e-mail as no e-mail ('This field is required')", async () => {
    fakeFetch({});
    await renderForms(<LoginScreen initialEmail="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
  });

  it('logs in, starts a 48-hour session with remember and reports the first login', async () => {
    const { calls } = fakeFetch({
      'POST /v1/login': { status: 200, body: { token: TOKEN, firstLogin: true } },
    });
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
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/v1/login',
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
    const { calls } = fakeFetch({});
    await renderForms(<LoginScreen initialEmail="anna.meier@muster-treuhand.ch" />);
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe(
      'anna.meier@muster-treuhand.ch',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByText('This field is required')).toBeTruthy());
    expect(calls).toHaveLength(0);
  });

  it('says the credentials are wrong on 401 and starts no session', async () => {
    fakeFetch({
      'POST /v1/login': {
        status: 401,
        body: {
          type: 'about:blank',
          title: 'Unauthorized',
          status: 401,
          detail: 'Invalid credentials.',
        },
      },
    });
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
});
