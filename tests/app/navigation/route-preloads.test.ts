// The addresses the build's list of first-screen scripts is keyed by (scripts/route-preloads.ts):
// TanStack Router's flat route files, as the server matches them (server/src/plugins/app-files.ts).
import { describe, expect, it } from 'vitest';
import { rendersUnderTopBar, routeAddress } from '../../../scripts/route-preloads.ts';

describe('routeAddress', () => {
  it('drops pathless layouts and index, keeps parameters', () => {
    expect(routeAddress('_default.dashboard')).toBe('/dashboard');
    expect(routeAddress('_default.view.$srid')).toBe('/view/$srid');
    expect(routeAddress('_default.direct-sign.$id.$userid.index')).toBe('/direct-sign/$id/$userid');
    expect(routeAddress('_unauth.password-reset.index')).toBe('/password-reset');
    expect(routeAddress('index')).toBe('/');
    expect(routeAddress('$')).toBe('/$');
  });
});

describe('rendersUnderTopBar', () => {
  it('is true under the layouts with the product bar and for the catch-all', () => {
    expect(rendersUnderTopBar('_default.dashboard')).toBe(true);
    expect(rendersUnderTopBar('_default.direct-sign.$id.$userid.index')).toBe(true);
    expect(rendersUnderTopBar('_main.profile.index')).toBe(true);
    expect(rendersUnderTopBar('_admin.business.members.index')).toBe(true);
    expect(rendersUnderTopBar('_simple.404')).toBe(true);
    expect(rendersUnderTopBar('$')).toBe(true);
    // `/`, the dashboard's alias.
    expect(rendersUnderTopBar('index')).toBe(true);
  });

  it('is false under the unauthenticated layout', () => {
    expect(rendersUnderTopBar('_unauth.login')).toBe(false);
    expect(rendersUnderTopBar('_unauth.signup.index')).toBe(false);
  });
});
