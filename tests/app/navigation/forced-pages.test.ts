// docs/product.md#screens-personal: "A weak password forces the change-password page"; /signup/sso is "Forced when
// SSO setup is incomplete".
import { describe, expect, it } from 'vitest';
import { forcedPage } from '../../../src/lib/navigation/forced-pages.ts';

describe('forcedPage', () => {
  it('forces /profile/change-password for a weak password', () => {
    const input = { attributes: { weakPassword: ['true' as const] }, ssoIncomplete: false };
    expect(forcedPage({ ...input, pathname: '/dashboard' })).toBe('/profile/change-password');
    expect(forcedPage({ ...input, pathname: '/profile/change-password' })).toBeUndefined();
    expect(forcedPage({ ...input, pathname: '/logout' })).toBeUndefined();
  });

  it('forces /signup/sso while SSO setup is incomplete', () => {
    const input = { attributes: {}, ssoIncomplete: true };
    expect(forcedPage({ ...input, pathname: '/profile' })).toBe('/signup/sso');
    expect(forcedPage({ ...input, pathname: '/signup/sso' })).toBeUndefined();
  });

  it('forces nothing otherwise', () => {
    const attributes = { weakPassword: ['false' as const] };
    expect(
      forcedPage({ pathname: '/dashboard', attributes, ssoIncomplete: false }),
    ).toBeUndefined();
  });
});
