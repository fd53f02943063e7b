// @vitest-environment jsdom
// /signup/confirm?token=…: POST /v1/valid-confirmation with the token; success leads to the login
// with the e-mail prefilled; an expired or used link (422) explains itself and offers a new mail.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  getRequestConfirmationMockHandler,
  getValidateConfirmationMockHandler,
} from '@generated/api/auth/auth.msw';
import { describe, expect, it } from 'vitest';
import { SignupConfirmScreen } from '@/features/auth/signup-confirm-screen';
import { problemHandler, useMockApi } from '../../support/mock-api';
import { renderWithProviders } from '../../support/render';

const api = useMockApi();
const refused = (status: number, code: string) =>
  problemHandler('post', '*/v1/valid-confirmation', status, code);

describe('SignupConfirmScreen', () => {
  it('confirms once with the token and links to the login with the e-mail', async () => {
    api.use(getValidateConfirmationMockHandler());
    renderWithProviders(<SignupConfirmScreen token="t-123" email="anna@example.org" />);
    expect(
      await screen.findByText('Your e-mail address is confirmed. You can now log in.'),
    ).toBeTruthy();
    expect(screen.getByTestId('confirm-login').getAttribute('href')).toBe(
      '/login?email=anna%40example.org',
    );
    expect(api.sent).toEqual([
      { method: 'POST', path: '/v1/valid-confirmation', search: '', body: { token: 't-123' } },
    ]);
  });

  it('leads the login on to where the sign-up started (an invitation)', async () => {
    api.use(getValidateConfirmationMockHandler());
    renderWithProviders(
      <SignupConfirmScreen
        token="t-456"
        email="daniel@example.org"
        redirect="/invite/inv-0c1d2e3f"
      />,
    );
    await screen.findByTestId('confirm-login');
    expect(screen.getByTestId('confirm-login').getAttribute('href')).toBe(
      '/login?email=daniel%40example.org&redirect=%2Finvite%2Finv-0c1d2e3f',
    );
  });

  it('an expired link offers a new mail (POST /v1/request-confirmation)', async () => {
    api.use(refused(422, 'token_expired'), getRequestConfirmationMockHandler());
    renderWithProviders(<SignupConfirmScreen token="old" email="anna@example.org" />);
    expect(await screen.findByText('This confirmation link has expired.')).toBeTruthy();
    expect(screen.queryByTestId('confirm-login')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByTestId('confirmation-resent')).toBeTruthy();
    expect(api.sent[1]).toEqual({
      method: 'POST',
      path: '/v1/request-confirmation',
      search: '',
      body: { email: 'anna@example.org' },
    });
  });

  it('a used link says so; an already confirmed e-mail may log in', async () => {
    api.use(refused(422, 'invalid_token'));
    renderWithProviders(<SignupConfirmScreen token="used" />);
    expect(
      await screen.findByText('This confirmation link is invalid or has already been used.'),
    ).toBeTruthy();
  });

  it('409: already confirmed, with the way to the login', async () => {
    api.use(refused(409, 'email_already_confirmed'));
    renderWithProviders(<SignupConfirmScreen token="again" />);
    expect(
      await screen.findByText('This e-mail address was already confirmed. You can log in.'),
    ).toBeTruthy();
    expect(screen.getByTestId('confirm-login').getAttribute('href')).toBe('/login');
  });

  it('without a token nothing is sent and a new link can be asked for', async () => {
    renderWithProviders(<SignupConfirmScreen />);
    expect(
      screen.getByText(
        'This confirmation link is incomplete. Open the link from the e-mail again.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    await waitFor(() => expect(api.sent).toEqual([]));
  });
});
