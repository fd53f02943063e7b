// The app's global CSS (Chakra's reset, its global styles and the theme's tokens as CSS
// variables), made once at build time instead of on every phone at every start.
//
// Chakra builds it inside `createSystem` (src/components/shell/theme.ts appSystem): it runs
// every token of the theme (~600 CSS variables) through its style engine, and its provider then
// has Emotion serialize and insert the result. On a phone that is the longest task of the first
// screen's start — 130-160 ms at Lighthouse's 4× CPU, more than half of createSystem — though
// the result never changes for a build. So:
// - the build writes it to `app-global.css` beside index.html (`appGlobalCss` below), as Emotion
//   would insert it (the same serializer, stylis plugins and layer order);
// - the server puts it in the page of every address the full app starts on (an inline style:
//   server/src/plugins/app-files.ts), and the app then hands Chakra's provider no global styles
//   (src/components/shell/global-css.ts);
// - Chakra's `createSystem` computes its global styles only when asked (`lazyGlobalStyles`
//   below rewrites that one line of the pinned library), so where the page carries them the work
//   is never done, and elsewhere (the dev server, the light login's hand-over) it moves to the
//   first render unchanged.
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { Plugin } from 'vite';

/** The file the server reads (beside index.html). */
export const APP_GLOBAL_CSS_FILE = 'app-global.css';

/** What of a Chakra system its provider turns into global styles (ChakraProvider). */
export interface SystemGlobals {
  _config: { disableLayers?: boolean };
  layers: { atRule: string };
  _global: unknown[];
}

/**
 * The CSS Chakra's provider has Emotion insert for `system`: the layers' order (`@layer reset,
 * base, tokens, recipes;`), then the reset, global styles and tokens — serialized by Emotion's
 * own cache, as in the browser.
 */
export function appGlobalCss(system: SystemGlobals): string {
  // Outside a browser Emotion's cache returns the rules instead of inserting them.
  if ('document' in globalThis) throw new Error('appGlobalCss runs outside a browser');
  const cache = createCache({ key: 'css' });
  const globals = [...(system._config.disableLayers ? [] : [system.layers.atRule]), system._global];
  return globals
    .map((styles) => {
      const serialized = serializeStyles([styles as never], undefined, {});
      return cache.insert('', serialized, cache.sheet, false) as unknown as string;
    })
    .join('');
}

/** Chakra's module that builds a system, and the line that builds its global styles at once. */
const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '    _global,\n';

/** `system.js` with its global styles made when first read (throws if the library changed). */
export function lazyGlobalStyles(source: string): string {
  if (!source.includes(EAGER) || !source.includes(RETURNED)) {
    throw new Error(
      'app-global-css: @chakra-ui/react styled-system/system.js changed; update lazyGlobalStyles',
    );
  }
  return source
    .replace(EAGER, 'let _global;')
    .replace(
      RETURNED,
      '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
    );
}

/**
 * The build step: Chakra's global styles made lazily, and app-global.css written — not by the
 * build's first pass (`write: false`), whose output only serves to plan the second's chunks.
 */
export function appGlobalStyles({ write }: { write: boolean }): Plugin {
  return {
    name: 'app-global-css',
    apply: 'build',
    transform(source, id) {
      return SYSTEM_MODULE.test(id) ? lazyGlobalStyles(source) : null;
    },
    async generateBundle() {
      if (!write) return;
      // The app's own theme, built here in Node by the library as published (whose systems
      // compute their global styles at once).
      const { appSystem } = await import('../src/components/shell/theme.ts');
      this.emitFile({
        type: 'asset',
        fileName: APP_GLOBAL_CSS_FILE,
        source: appGlobalCss(appSystem() as unknown as SystemGlobals),
      });
    },
  };
}
