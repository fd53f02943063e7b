// @vitest-environment jsdom
// The app hands Chakra's provider no global styles when the page carries them
// (src/components/shell/global-css.ts; the build makes them, scripts/app-global-css.ts).
import { describe, expect, it } from 'vitest';
import type { SystemGlobals } from '../../../scripts/app-global-css.ts';
import { GLOBAL_CSS_ATTRIBUTE, withGlobalCssFromPage } from '@/components/shell/global-css';
import { appSystem } from '@/components/shell/theme';

describe('withGlobalCssFromPage', () => {
  it('gives the provider no global styles when the page carries them', () => {
    const style = document.createElement('style');
    style.setAttribute(GLOBAL_CSS_ATTRIBUTE, '');
    document.head.append(style);
    try {
      const system = withGlobalCssFromPage(appSystem());
      expect((system as unknown as SystemGlobals)._global).toEqual([]);
      // The rest of the system is the app's own.
      expect(system.token('colors.brand.500')).toBe('#1f5fd6');
    } finally {
      style.remove();
    }
  });

  it('leaves them to the provider when the page has none', () => {
    const page = { querySelector: () => null };
    const system = withGlobalCssFromPage(createSystemCopy(), page);
    expect((system as unknown as SystemGlobals)._global).toHaveLength(3);
  });
});

/** A system of its own (appSystem keeps one per page; the test above changed it). */
function createSystemCopy() {
  const system = appSystem();
  return Object.assign(Object.create(Object.getPrototypeOf(system) as object), system, {
    _global: [{}, {}, {}],
  }) as typeof system;
}
