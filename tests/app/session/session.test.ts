// @vitest-environment jsdom
// docs/product.md#states-session "Session: token lifetime 24 hours (48 hours if remember is set), kept in session
// storage. On 401 the current route is saved (unless on login or logout), the token cleared and
// the user logged out." docs/product.md#screens-navigation direct-sign credentials and the login e-mail.
import { afterEach, describe, expect, it } from 'vitest';
import { authorizationHeader, setCredentials } from '../../../src/lib/api-client.ts';
import {
  getLoginEmail,
  handleUnauthorized,
  restoreDirectSession,
  restoreSession,
  sessionExpiry,
  setLoginEmail,
  startDirectSession,
  startSession,
  takeSavedRoute,
} from '../../../src/lib/session.ts';
import { directSignCredentials } from '../../../src/lib/navigation/direct-sign.ts';

afterEach(() => {
  sessionStorage.clear();
  setCredentials(undefined);
});

describe('session', () => {
  it('lasts 24 h, or 48 h with remember', () => {
    expect(sessionExpiry(0, false)).toBe(24 * 3_600_000);
    expect(sessionExpiry(0, true)).toBe(48 * 3_600_000);
  });

  it('keeps the token in session storage until it expires', () => {
    startSession('t0k', false, 1_000);
    expect(JSON.parse(sessionStorage.getItem('session') ?? '{}').token).toBe('t0k');
    expect(restoreSession(1_000 + 23 * 3_600_000)?.token).toBe('t0k');
    expect(restoreSession(1_000 + 24 * 3_600_000)).toBeUndefined();
  });

  it('on 401 saves the route, clears the token, except on login and logout', () => {
    startSession('t0k', false);
    handleUnauthorized('/business/members', '/business/members?page=2');
    expect(sessionStorage.getItem('session')).toBeNull();
    expect(takeSavedRoute()).toBe('/business/members?page=2');
    expect(takeSavedRoute()).toBeUndefined();
    handleUnauthorized('/login');
    handleUnauthorized('/logout');
    expect(takeSavedRoute()).toBeUndefined();
  });

  it('keeps the login e-mail of the query', () => {
    setLoginEmail('anna.meier@muster-treuhand.ch');
    expect(getLoginEmail()).toBe('anna.meier@muster-treuhand.ch');
  });
});

describe('direct-sign credentials', () => {
  it('uses id and userid of the address as Basic credentials', () => {
    const credentials = directSignCredentials({ id: 'req-1', userid: 'signer-2' });
    expect(credentials).toEqual({ kind: 'basic', username: 'req-1', password: 'signer-2' });
    startDirectSession(credentials!);
    setCredentials(undefined);
    expect(authorizationHeader(restoreDirectSession())).toBe(`Basic ${btoa('req-1:signer-2')}`);
    expect(directSignCredentials({ id: 'req-1' })).toBeUndefined();
  });
});
