// @vitest-environment jsdom
// The sign-up screen: docs/product.md#calls-auth-user "POST /v1/register: user data; mobile sent empty, avatar sent as f2".
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  getCheckPasswordMockHandler,
  getRegisterUserMockHandler,
} from '@generated/api/auth/auth.msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import registerSchema from '@generated/schemas/registerUser.json';
import { SignupScreen } from '@/features/auth/signup-screen';
import { problemHandler, useMockApi } from '../../support/mock-api';
import { renderForms } from './render-forms';

const api = useMockApi();
afterEach(() => cleanup());

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const CHECKED = getCheckPasswordMockHandler({ validPassword: true });
const register = () => api.sentTo('POST /v1/register');

/** Ticks the sign-up's terms checkbox (its label in the screen's language). */
async function acceptTerms(label: string) {
  fireEvent.click(screen.getByText(label));
  await waitFor(() =>
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true),
  );
}

describe('SignupScreen', () => {
  it('relies on a RegisterRequest that has mobile and avatar', () => {
    const properties = registerSchema.$defs.RegisterRequest.properties;
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(['mobile', 'avatar']));
  });

  it("registers with mobile '' and avatar 'f2' and reports the e-mail", async () => {
    api.use(getRegisterUserMockHandler(), CHECKED);
    const onDone = vi.fn();
    await renderForms(<SignupScreen onDone={onDone} />, 'de-ch');
    expect(screen.queryByLabelText(/Mobilnummer|Avatar/)).toBeNull();
    type(/^Vorname/, 'Anna');
    type(/^Nachname/, 'Meier');
    type(/^E-Mail/, 'anna.meier@muster-treuhand.ch');
    type(/^Passwort/, 'Zurich-Treuhand-2027!');
    await acceptTerms('Ich akzeptiere die allgemeinen Geschäftsbedingungen');
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('anna.meier@muster-treuhand.ch'));
    // The terms are accepted with the sign-up: no terms dialog at the first login.
    expect(register()[0]?.body).toEqual({
      firstName: 'Anna',
      lastName: 'Meier',
      email: 'anna.meier@muster-treuhand.ch',
      password: 'Zurich-Treuhand-2027!',
      mobile: '',
      avatar: 'f2',
      lang: 'de',
      gtc: true,
    });
  });

  it('signing up from an invitation: the invited address filled in, the way back sent along', async () => {
    api.use(getRegisterUserMockHandler(), CHECKED);
    const back = '/invite/inv-0c1d2e3f?email=daniel.frei%40muster-treuhand.ch';
    await renderForms(
      <SignupScreen initialEmail="daniel.frei@muster-treuhand.ch" returnPath={back} />,
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveProperty(
      'value',
      'daniel.frei@muster-treuhand.ch',
    );
    // "Already have an account?" keeps the way back too.
    expect(screen.getByRole('link', { name: /account/i }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(back)}`,
    );
    type(/^First name/, 'Daniel');
    type(/^Last name/, 'Frei');
    type(/^Password/, 'Zurich-Treuhand-2027!');
    await acceptTerms('I accept the terms and conditions');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(register()).toHaveLength(1));
    expect(register()[0]?.body).toMatchObject({
      email: 'daniel.frei@muster-treuhand.ch',
      returnPath: back,
    });
  });

  it('sends English as the language of an Italian interface (Italian only in direct signing)', async () => {
    api.use(getRegisterUserMockHandler(), CHECKED);
    await renderForms(<SignupScreen />, 'it');
    type(/^Nome/, 'Chiara');
    type(/^Cognome/, 'Rossi');
    type(/^E-mail/, 'chiara.rossi@example.org');
    type(/^Password/, 'Lugano-Lago-2027!');
    await acceptTerms('Accetto le condizioni generali');
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    await waitFor(() => expect(register()).toHaveLength(1));
    expect(register()[0]?.body).toMatchObject({
      lang: 'en',
      mobile: '',
      avatar: 'f2',
    });
  });

  it('requires the terms: without the tick nothing is sent and the screen says why', async () => {
    api.use(getRegisterUserMockHandler(), CHECKED);
    await renderForms(<SignupScreen />);
    type(/^First name/, 'Anna');
    type(/^Last name/, 'Meier');
    type(/^E-mail/, 'anna.meier@muster-treuhand.ch');
    type(/^Password/, 'Zurich-Treuhand-2027!');
    // The link to the terms sits with the checkbox.
    expect(screen.getByRole('link', { name: 'Read the terms and conditions' })).toHaveProperty(
      'href',
      'https://www.signing.example/terms',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(
        screen.getByText('Please accept the terms and conditions to create your account.'),
      ).toBeTruthy(),
    );
    expect(register()).toHaveLength(0);

    await acceptTerms('I accept the terms and conditions');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(register()).toHaveLength(1));
    expect(register()[0]?.body).toMatchObject({ gtc: true });
  });

  it('says so when the e-mail is already registered (409)', async () => {
    api.use(
      problemHandler('post', '*/v1/register', 409, undefined, 'Already registered.'),
      CHECKED,
    );
    await renderForms(<SignupScreen />);
    type(/^First name/, 'Anna');
    type(/^Last name/, 'Meier');
    type(/^E-mail/, 'anna.meier@muster-treuhand.ch');
    type(/^Password/, 'Zurich-Treuhand-2027!');
    await acceptTerms('I accept the terms and conditions');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'An account with this e-mail already exists.',
      ),
    );
  });

  it('shows the password rules at the field before anything is typed', async () => {
    api.use(CHECKED);
    await renderForms(<SignupScreen />);
    const hint = screen.getByTestId('password-hint');
    expect(hint.textContent).toContain('At least 8 characters');
    // The hint is the password field's description, so it is read with the field.
    const field = screen.getByLabelText(/^Password/);
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.some((id) => document.getElementById(id)?.contains(hint))).toBe(true);
  });

  it('says once, at the field, why the server refused a weak password (422)', async () => {
    api.use(
      CHECKED,
      problemHandler('post', '*/v1/register', 422, 'too_common', 'The password is too common.', {
        errors: [
          { pointer: '/password', detail: 'The password is too common.', code: 'too_common' },
        ],
      }),
    );
    await renderForms(<SignupScreen />);
    type(/^First name/, 'Anna');
    type(/^Last name/, 'Meier');
    type(/^E-mail/, 'anna.meier@muster-treuhand.ch');
    type(/^Password/, 'Passwort2026!');
    await acceptTerms('I accept the terms and conditions');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getByTestId('password-verdict').textContent).toBe(
        'This password is too common.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('The password is too common.')).toBeNull();
    expect(screen.getAllByText(/too common/)).toHaveLength(1);
  });
});
