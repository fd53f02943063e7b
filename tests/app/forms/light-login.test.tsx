// @vitest-environment jsdom
// The light first screen of /login: which addresses boot it, the page around
// the login form (product name, language switch, maintenance, 'Test System' frame) and how it
// hands over to the full app — after login to the `redirect` or saved route (docs/product.md#screens-personal), and
// for the links to sign-up and password reset — plus the light schema form's accessibility.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { getLoginMockHandler, getLoginResponseMock } from '@generated/api/auth/auth.msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLightLoginStart } from '@/app/light-login-start';
import { LightLoginPage } from '@/app/light-login';
import { LightTestSystemFrame } from '@/app/light-test-frame';
import { LoginScreen } from '@/features/auth/login-screen';
import { fieldErrors, submittedData } from '@/features/auth/light-form-errors';
import type { JsonSchema } from '@/components/schema-form/json-schema';
import { saveRoute } from '@/lib/session';
import { HIDE_TEST_FRAME_KEY } from '@/lib/preferences';
import { useMockApi } from '../../support/mock-api';
import { renderForms } from './render-forms';

const api = useMockApi();
const TOKEN = { value: 'eyJhbGciOi.anna', expiration: '2026-11-26T10:00:00Z' };
const NO_MAINTENANCE = () => Promise.resolve(null);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => cleanup());

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function logIn() {
  api.use(getLoginMockHandler({ ...getLoginResponseMock(), token: TOKEN, firstLogin: false }));
  type(/^E-mail/, 'anna.meier@muster-treuhand.ch');
  type(/^Password/, 'Zurich-Treuhand-2027!');
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('which boot an address gets', () => {
  it('boots the light login on /login without a session, the full app otherwise', () => {
    expect(isLightLoginStart('/login', false)).toBe(true);
    expect(isLightLoginStart('/login/', false)).toBe(true);
    // A stored session: the full app's guard sends a signed-in user to the dashboard.
    expect(isLightLoginStart('/login', true)).toBe(false);
    expect(isLightLoginStart('/dashboard', false)).toBe(false);
    expect(isLightLoginStart('/login/extra', false)).toBe(false);
  });
});

describe('the light schema form', () => {
  const schema: JsonSchema = {
    type: 'object',
    required: ['email', 'password'],
    properties: {
      email: { type: 'string', format: 'email', maxLength: 254 },
      password: { type: 'string', minLength: 1, maxLength: 128 },
      remember: { type: 'boolean', default: false },
    },
  };
  const t = (key: string, options: Record<string, unknown>) =>
    `${String(options.ns)}:${key}${options.limit === undefined ? '' : `(${String(options.limit)})`}`;

  it('turns Ajv errors into the product’s messages on their fields', () => {
    const errors = fieldErrors(
      [
        { instancePath: '', keyword: 'required', params: { missingProperty: 'password' } },
        { instancePath: '/email', keyword: 'format', params: { format: 'email' } },
        { instancePath: '/email', keyword: 'maxLength', params: { limit: 254 } },
      ],
      schema,
      { email: 'x' },
      t,
    );
    expect(errors).toEqual({
      password: ['validation:required'],
      email: ['validation:email', 'validation:maxLength(254)'],
    });
  });

  it('sends the schema’s defaults and leaves empty texts out', () => {
    expect(submittedData(schema, { email: '', password: 'p' })).toEqual({
      password: 'p',
      remember: false,
    });
  });

  it('marks invalid fields, ties their message and focuses the first one', async () => {
    await renderForms(<LoginScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(email);
    const message = document.getElementById(email.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('This field is required');
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    // Fixed as the person types: the message goes once the value is valid.
    type(/^E-mail/, 'anna.meier@muster-treuhand.ch');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    expect(api.sent).toHaveLength(0);
  });
});

describe('LightLoginPage', () => {
  it('shows the product, the language switch and the login form, titled', async () => {
    await renderForms(<LightLoginPage leave={vi.fn()} checkMaintenance={NO_MAINTENANCE} />);
    expect(screen.getByText('Signing Service')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    const languages = screen.getByTestId('language-switch') as HTMLSelectElement;
    expect(languages.value).toBe('en-gb');
    // Italian is not selectable outside direct signing (docs/product.md#overview-languages).
    expect([...languages.options].map((option) => option.value)).toEqual([
      'en-gb',
      'de-ch',
      'fr-ch',
    ]);
    expect(document.title).toBe('Log in - Signing Service');
  });

  it('hands over to the full app at the `redirect` after login', async () => {
    const leave = vi.fn();
    await renderForms(
      <LightLoginPage leave={leave} redirect="/view/sr-1" checkMaintenance={NO_MAINTENANCE} />,
    );
    await logIn();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/view/sr-1'));
  });

  it('sends a visitor without an account to the sign-up with the way back (an invitation)', async () => {
    const leave = vi.fn();
    await renderForms(
      <LightLoginPage
        leave={leave}
        redirect="/invite/inv-0c1d2e3f?email=daniel.frei%40muster-treuhand.ch"
        checkMaintenance={NO_MAINTENANCE}
      />,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'No account yet? Sign up' }));
    expect(leave).toHaveBeenCalledWith(
      `/signup?redirect=${encodeURIComponent('/invite/inv-0c1d2e3f?email=daniel.frei%40muster-treuhand.ch')}`,
    );
  });

  it('goes to the saved route, never to another site, else to the dashboard', async () => {
    const leave = vi.fn();
    saveRoute('/profile/settings');
    await renderForms(
      <LightLoginPage leave={leave} redirect="//evil.example" checkMaintenance={NO_MAINTENANCE} />,
    );
    await logIn();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/profile/settings'));
    cleanup();
    leave.mockClear();
    await renderForms(<LightLoginPage leave={leave} checkMaintenance={NO_MAINTENANCE} />);
    await logIn();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/dashboard'));
  });

  it('follows the links to sign-up and password reset in the page', async () => {
    const leave = vi.fn();
    await renderForms(<LightLoginPage leave={leave} checkMaintenance={NO_MAINTENANCE} />);
    const signup = screen.getByRole('link', { name: 'No account yet? Sign up' });
    expect(signup.getAttribute('href')).toBe('/signup');
    expect(fireEvent.click(signup)).toBe(false); // the browser does not load the page again
    expect(leave).toHaveBeenCalledWith('/signup');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(leave).toHaveBeenLastCalledWith('/password-reset');
  });

  it('pre-fills the login e-mail kept in the session', async () => {
    sessionStorage.setItem('login_email', 'lea.huber@muster-treuhand.ch');
    await renderForms(<LightLoginPage leave={vi.fn()} checkMaintenance={NO_MAINTENANCE} />);
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe(
      'lea.huber@muster-treuhand.ch',
    );
  });

  it('hands blocking maintenance to the full app and shows a non-blocking one', async () => {
    const leave = vi.fn();
    const blocking = () => Promise.resolve({ url: 'https://status.example/m1', isBlocking: true });
    await renderForms(<LightLoginPage leave={leave} checkMaintenance={blocking} />);
    await waitFor(() => expect(leave).toHaveBeenCalledWith());
    cleanup();
    const light = () => Promise.resolve({ url: 'https://status.example/m2', isBlocking: false });
    await renderForms(<LightLoginPage leave={vi.fn()} checkMaintenance={light} />, 'de-ch');
    const banner = await screen.findByTestId('maintenance-banner');
    expect(banner.querySelector('a')?.getAttribute('href')).toBe('https://status.example/m2');
  });
});

describe('LightTestSystemFrame', () => {
  it('frames non-production modes until hidden, and remembers the choice', async () => {
    await renderForms(<LightTestSystemFrame production={false} mock={false} />);
    expect(screen.getByTestId('test-system-frame').textContent).toContain('Test System');
    fireEvent.click(screen.getByRole('button', { name: 'Hide test frame' }));
    expect(screen.queryByTestId('test-system-frame')).toBeNull();
    expect(localStorage.getItem(HIDE_TEST_FRAME_KEY)).toBe('true');
    cleanup();
    localStorage.clear();
    await renderForms(<LightTestSystemFrame production mock={false} />);
    expect(screen.queryByTestId('test-system-frame')).toBeNull();
  });
});
