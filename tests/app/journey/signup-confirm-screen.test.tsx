// @vitest-environment jsdom
// /signup/confirm?token=…: POST /v1/valid-confirmation with the token; success leads to the login
// with the e-mail prefilled; an expired or used link (422) explains itself and offers a new mail.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignupConfirmScreen } from '@/features/auth/signup-confirm-screen';
import { renderWithProviders } from '../../support/render';
import { serve } from './serve';

afterEach(() => vi.unstubAllGlobals());

const problem = (status: number, code: string) => ({
  status,
  body: { type: 'about:blank', title: 'x', status, code },
});

describe('SignupConfirmScreen', () => {
  it('confirms once with the token and links to the login with the e-mail', async () => {
    const calls = serve({
      'POST /v1/valid-confirmation': [{ status: 200, body: { success: true, message: 'ok' } }],
    });
    renderWithProviders(<SignupConfirmScreen token="t-123" email="anna@example.org" />);
    expect(
      await screen.findByText('Your e-mail address is confirmed. You can now log in.'),
    ).toBeTruthy();
    expect(screen.getByTestId('confirm-login').getAttribute('href')).toBe(
      '/login?email=anna%40example.org',
    );
    expect(calls).toEqual([
      { method: 'POST', path: '/v1/valid-confirmation', body: { token: 't-123' } },
    ]);
  });

  it('an expired link offers a new mail (POST /v1/request-confirmation)', async () => {
    const calls = serve({
      'POST /v1/valid-confirmation': [problem(422, 'token_expired')],
      'POST /v1/request-confirmation': [{ status: 200, body: { success: true, message: 'ok' } }],
    });
    renderWithProviders(<SignupConfirmScreen token="old" email="anna@example.org" />);
    expect(await screen.findByText('This confirmation link has expired.')).toBeTruthy();
    expect(screen.queryByTestId('confirm-login')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByTestId('confirmation-resent')).toBeTruthy();
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/v1/request-confirmation',
      body: { email: 'anna@example.org' },
    });
  });

  it('a used link says so; an already confirmed e-mail may log in', async () => {
    serve({ 'POST /v1/valid-confirmation': [problem(422, 'invalid_token')] });
    renderWithProviders(<SignupConfirmScreen token="used" />);
    expect(
      await screen.findByText('This confirmation link is invalid or has already been used.'),
    ).toBeTruthy();
  });

  it('409: already confirmed, with the way to the login', async () => {
    serve({ 'POST /v1/valid-confirmation': [problem(409, 'email_already_confirmed')] });
    renderWithProviders(<SignupConfirmScreen token="again" />);
    expect(
      await screen.findByText('This e-mail address was already confirmed. You can log in.'),
    ).toBeTruthy();
    expect(screen.getByTestId('confirm-login').getAttribute('href')).toBe('/login');
  });

  it('without a token nothing is sent and a new link can be asked for', async () => {
    const calls = serve({});
    renderWithProviders(<SignupConfirmScreen />);
    expect(
      screen.getByText(
        'This confirmation link is incomplete. Open the link from the e-mail again.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    await waitFor(() => expect(calls).toEqual([]));
  });
});
