// @vitest-environment jsdom
// Single sign-on in the app: the company login on the login page asks
// POST /v1/identity_providers and leaves for the provider's address; /sso/complete starts the
// session from the callback's fragment (and the pending onboarding's forced page); the error
// pages say why the login failed.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { getFindIdentityProviderMockHandler } from '@generated/api/auth/auth.msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSsoLanding, ssoLandingTarget } from '@/features/auth/sso-complete';
import { SsoCompleteScreen } from '@/features/auth/sso-complete-screen';
import { SsoErrorScreen } from '@/features/auth/sso-error-screen';
import { SsoLoginForm } from '@/features/auth/sso-login-form';
import { isSsoIncomplete, pendingSsoOnboarding, restoreSession } from '@/lib/session';
import { problemHandler, useMockApi } from '../../support/mock-api';
import { renderScreen } from '../screens/render-screen';
import { renderForms } from './render-forms';

const api = useMockApi();
const TOKEN = 'Qm9yZWFsLXRva2VuLW9mLXRoZS1zZXNzaW9uLTAxMjM';
const SSO_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const AUTHORIZE = 'https://login.muster-treuhand.ch/authorize?client_id=signing-service&state=s1';

beforeEach(() => sessionStorage.clear());
afterEach(() => cleanup());

const typeEmail = (value: string) =>
  fireEvent.change(screen.getByLabelText(/^Work e-mail/), { target: { value } });

describe('SsoLoginForm', () => {
  it('sends the e-mail and leaves for the provider’s authorisation address', async () => {
    api.use(getFindIdentityProviderMockHandler({ url: AUTHORIZE }));
    const go = vi.fn();
    await renderForms(<SsoLoginForm go={go} />);
    typeEmail(' lea.huber@muster-treuhand.ch ');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with company login' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(AUTHORIZE));
    expect(api.sentTo('POST /v1/identity_providers')[0].body).toEqual({
      email: 'lea.huber@muster-treuhand.ch',
    });
  });

  it('tells an e-mail without single sign-on to use its password', async () => {
    api.use(getFindIdentityProviderMockHandler({ url: null }));
    const go = vi.fn();
    await renderForms(<SsoLoginForm go={go} />);
    typeEmail('anna.meier@example.ch');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with company login' }));
    expect(
      await screen.findByText(
        'Your company has no single sign-on for this address. Log in with your password above.',
      ),
    ).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it('checks the e-mail before asking (the product messages) and shows a Problem translated', async () => {
    await renderForms(<SsoLoginForm go={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with company login' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    typeEmail('not-an-email');
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(api.sent).toEqual([]);
    api.use(problemHandler('post', '*/v1/identity_providers', 400, 'validation_failed'));
    typeEmail('lea.huber@muster-treuhand.ch');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with company login' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('the landing of the callback', () => {
  it('reads token, first login and the onboarding from the fragment', () => {
    expect(parseSsoLanding(`#token=${TOKEN}&expiration=x&firstLogin=true&sso=${SSO_ID}`)).toEqual({
      token: TOKEN,
      firstLogin: true,
      ssoId: SSO_ID,
    });
    expect(parseSsoLanding(`#token=${TOKEN}&firstLogin=false`)).toEqual({
      token: TOKEN,
      firstLogin: false,
    });
    expect(parseSsoLanding('')).toBeUndefined();
    expect(parseSsoLanding('#token=short')).toBeUndefined();
    expect(parseSsoLanding(`#token=${TOKEN}&sso=../../evil`)).toEqual({
      token: TOKEN,
      firstLogin: false,
    });
  });

  it('goes to the forced /signup/sso with a pending onboarding, else where login goes', () => {
    expect(ssoLandingTarget({ token: TOKEN, firstLogin: false, ssoId: SSO_ID }, '/dashboard')).toBe(
      `/signup/sso?id=${SSO_ID}`,
    );
    expect(ssoLandingTarget({ token: TOKEN, firstLogin: true }, '/view/7')).toBe('/view/7');
  });

  it('starts the session, keeps the onboarding pending and takes the token off the address', async () => {
    window.history.replaceState(null, '', `/sso/complete#token=${TOKEN}&sso=${SSO_ID}`);
    const onDone = vi.fn();
    renderScreen(<SsoCompleteScreen afterLogin={() => '/dashboard'} onDone={onDone} />, []);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(`/signup/sso?id=${SSO_ID}`));
    expect(restoreSession()?.token).toBe(TOKEN);
    expect(isSsoIncomplete()).toBe(true);
    expect(pendingSsoOnboarding()).toBe(SSO_ID);
    expect(window.location.hash).toBe('');
  });

  it('says so when the fragment carries no session', async () => {
    window.history.replaceState(null, '', '/sso/complete');
    const onDone = vi.fn();
    renderScreen(<SsoCompleteScreen afterLogin={() => '/dashboard'} onDone={onDone} />, []);
    expect(
      await screen.findByText('This sign-in link is incomplete or was already used. Log in again.'),
    ).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(restoreSession()).toBeUndefined();
  });
});

describe('SsoErrorScreen', () => {
  it('names the reason, on the company page too', async () => {
    renderScreen(<SsoErrorScreen company={false} reason="refused" />, []);
    expect(await screen.findByText(/sent an answer we could not verify/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Single sign-on failed' })).toBeTruthy();
    cleanup();
    renderScreen(<SsoErrorScreen company reason="not_configured" />, []);
    expect(
      await screen.findByText(
        'Your company no longer uses single sign-on. Log in with your password or ask your administrator.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeTruthy();
  });
});
