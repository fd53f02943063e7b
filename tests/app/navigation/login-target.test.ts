// docs/product.md#screens-navigation "Anonymous users go to login with the target saved and restored after login";
// docs/product.md#states-session "On 401 the current route is saved (unless on login or logout)".
import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  safeTarget,
  shouldSaveRoute,
  signupHref,
} from '../../../src/lib/navigation/login-target.ts';

describe('login target', () => {
  it('restores the saved target after login, else the dashboard', () => {
    expect(afterLoginTarget('/business/members?x=1', undefined)).toBe('/business/members?x=1');
    expect(afterLoginTarget(undefined, '/profile')).toBe('/profile');
    expect(afterLoginTarget(undefined, undefined)).toBe('/dashboard');
  });

  it('never saves login or logout and refuses other sites', () => {
    expect(shouldSaveRoute('/login')).toBe(false);
    expect(shouldSaveRoute('/logout')).toBe(false);
    expect(shouldSaveRoute('/profile')).toBe(true);
    expect(safeTarget('//evil.example/x')).toBeUndefined();
    expect(safeTarget('https://evil.example/')).toBeUndefined();
    expect(safeTarget('/logout')).toBeUndefined();
  });

  it('carries the way back of a login on to the sign-up, never another site', () => {
    expect(signupHref('/invite/inv-1?email=a%40b.ch')).toBe(
      '/signup?redirect=%2Finvite%2Finv-1%3Femail%3Da%2540b.ch',
    );
    expect(signupHref('//evil.example/x')).toBe('/signup');
    expect(signupHref(undefined)).toBe('/signup');
  });
});
