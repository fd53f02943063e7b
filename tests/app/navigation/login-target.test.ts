// Seed 000 §2 "Anonymous users go to login with the target saved and restored after login";
// §4 "On 401 the current route is saved (unless on login or logout)".
import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  safeTarget,
  shouldSaveRoute,
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
});
