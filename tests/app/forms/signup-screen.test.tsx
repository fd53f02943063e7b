// @vitest-environment jsdom
// The sign-up screen: seed 000 §7 "POST /v1/register: user data; mobile sent empty, avatar sent as f2".
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import registerSchema from '@generated/schemas/registerUser.json';
import { SignupScreen } from '@/features/auth/signup-screen';
import { fakeFetch } from './fake-fetch';
import { renderForms } from './render-forms';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const CREATED = { status: 201, body: { success: true } };

/** Ticks the sign-up's terms checkbox (its label in the screen's language). */
async function acceptTerms(label: string) {
  fireEvent.click(screen.getByText(label));
  await waitFor(() =>
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true),
  );
}
const CHECKED = { status: 200, body: { validPassword: true } };

describe('SignupScreen', () => {
  it('relies on a RegisterRequest that has mobile and avatar', () => {
    const properties = registerSchema.$defs.RegisterRequest.properties;
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(['mobile', 'avatar']));
  });

  it("registers with mobile '' and avatar 'f2' and reports the e-mail", async () => {
    const { calls } = fakeFetch({
      'POST /v1/register': CREATED,
      'POST /v1/check-password': CHECKED,
    });
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
    const register = calls.find((call) => call.path === '/v1/register');
    // The terms are accepted with the sign-up: no terms dialog at the first login.
    expect(register?.body).toEqual({
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

  it('sends English as the language of an Italian interface (Italian only in direct signing)', async () => {
    const { calls } = fakeFetch({
      'POST /v1/register': CREATED,
      'POST /v1/check-password': CHECKED,
    });
    await renderForms(<SignupScreen />, 'it');
    type(/^Nome/, 'Chiara');
    type(/^Cognome/, 'Rossi');
    type(/^E-mail/, 'chiara.rossi@example.org');
    type(/^Password/, 'Lugano-Lago-2027!');
    await acceptTerms('Accetto le condizioni generali');
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/v1/register')).toBe(true));
    expect(calls.find((call) => call.path === '/v1/register')?.body).toMatchObject({
      lang: 'en',
      mobile: '',
      avatar: 'f2',
    });
  });

  it('requires the terms: without the tick nothing is sent and the screen says why', async () => {
    const { calls } = fakeFetch({
      'POST /v1/register': CREATED,
      'POST /v1/check-password': CHECKED,
    });
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
    expect(calls.some((call) => call.path === '/v1/register')).toBe(false);

    await acceptTerms('I accept the terms and conditions');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/v1/register')).toBe(true));
    expect(calls.find((call) => call.path === '/v1/register')?.body).toMatchObject({ gtc: true });
  });

  it('says so when the e-mail is already registered (409)', async () => {
    fakeFetch({
      'POST /v1/register': {
        status: 409,
        body: {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'Already registered.',
        },
      },
      'POST /v1/check-password': CHECKED,
    });
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
    fakeFetch({ 'POST /v1/check-password': CHECKED });
    await renderForms(<SignupScreen />);
    const hint = screen.getByTestId('password-hint');
    expect(hint.textContent).toContain('At least 8 characters');
    // The hint is the password field's description, so it is read with the field.
    const field = screen.getByLabelText(/^Password/);
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.some((id) => document.getElementById(id)?.contains(hint))).toBe(true);
  });

  it('says once, at the field, why the server refused a weak password (422)', async () => {
    fakeFetch({
      'POST /v1/check-password': { status: 200, body: { validPassword: true } },
      'POST /v1/register': {
        status: 422,
        body: {
          type: 'about:blank',
          title: 'Unprocessable Content',
          status: 422,
          code: 'too_common',
          detail: 'The password is too common.',
          errors: [
            { pointer: '/password', detail: 'The password is too common.', code: 'too_common' },
          ],
        },
      },
    });
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
