// docs/product.md#states-roles "Role resolution: unauthenticated, nas (direct sign), admin, member or user. Admin
// also has member and user access; member also has user access." docs/product.md#screens-personal "A route marked strict
// requires exactly that role." "Logged-in users who lack the role for a route go to 404.
// Anonymous users go to login".
import { describe, expect, it } from 'vitest';
import { accessDecision, hasRole, resolveRole } from '../../../src/lib/navigation/roles.ts';

describe('resolveRole', () => {
  it('resolves unauthenticated, nas, admin, member or user', () => {
    expect(resolveRole({ directSign: false, loggedIn: false })).toBe('unauthenticated');
    expect(resolveRole({ directSign: true, loggedIn: false })).toBe('nas');
    expect(resolveRole({ directSign: false, loggedIn: true, businessRole: 'admin' })).toBe('admin');
    expect(resolveRole({ directSign: false, loggedIn: true, businessRole: 'member' })).toBe(
      'member',
    );
    expect(resolveRole({ directSign: false, loggedIn: true })).toBe('user');
  });
});

describe('hasRole', () => {
  it('lets admin reach member and user routes, member reach user routes', () => {
    expect(hasRole('admin', ['member'])).toBe(true);
    expect(hasRole('admin', ['user'])).toBe(true);
    expect(hasRole('member', ['user'])).toBe(true);
    expect(hasRole('member', ['admin'])).toBe(false);
    expect(hasRole('user', ['member'])).toBe(false);
    expect(hasRole('nas', ['user'])).toBe(false);
    expect(hasRole('user', ['nas'])).toBe(false);
  });

  it('requires exactly the role on strict routes (/signup/sso is "user only")', () => {
    expect(hasRole('user', ['user'], true)).toBe(true);
    expect(hasRole('admin', ['user'], true)).toBe(false);
    expect(hasRole('member', ['user', 'admin'], true)).toBe(false); // /business/upgrade
    expect(hasRole('admin', ['user', 'admin'], true)).toBe(true);
  });
});

describe('accessDecision', () => {
  it('sends anonymous users to login and logged-in users without the role to 404', () => {
    expect(accessDecision('unauthenticated', ['user'])).toBe('login');
    expect(accessDecision('user', ['admin'])).toBe('not-found');
    expect(accessDecision('nas', ['user'])).toBe('not-found');
    expect(accessDecision('admin', ['unauthenticated'])).toBe('not-found');
    expect(accessDecision('admin', ['admin'])).toBe('allow');
  });
});
