// The addresses the build's list of first-screen scripts is keyed by (scripts/route-preloads.ts):
// TanStack Router's flat route files, as the server matches them (server/src/plugins/app-files.ts).
import { describe, expect, it } from 'vitest';
import { routeAddress } from '../../../scripts/route-preloads.ts';

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
