// The app's global CSS made at build time (scripts/app-global-css.ts): what the build writes, and
// how it makes Chakra's global styles lazy. In Node, as the build runs it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appGlobalCss,
  lazyGlobalStyles,
  type SystemGlobals,
} from '../../../scripts/app-global-css.ts';
import { appSystem } from '@/components/shell/theme';

describe('appGlobalCss', () => {
  const css = appGlobalCss(appSystem() as unknown as SystemGlobals);

  it('declares the layers first, then the reset, global styles and tokens in them', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    const order = ['@layer reset{', '@layer base{', '@layer tokens{'].map((layer) =>
      css.indexOf(layer),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("holds the theme's tokens and the app's global styles", () => {
    expect(css).toContain('--chakra-colors-brand-500:#1f5fd6;');
    // The body on gray.50 (theme.ts globalCss), through its token.
    expect(css).toMatch(/body\{[^}]*background:var\(--chakra-colors-gray-50\)/);
  });
});

describe('lazyGlobalStyles', () => {
  const source = readFileSync(
    path.join(
      path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
      '../esm/styled-system/system.js',
    ),
    'utf8',
  );

  it("makes the pinned library's system compute its global styles when first read", () => {
    const lazy = lazyGlobalStyles(source);
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain('let _global;');
    expect(lazy).toContain(
      'get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    );
  });

  it('stops the build when the library no longer has the line it rewrites', () => {
    expect(() => lazyGlobalStyles(source.replace('getTokenCss()];', 'getTokenCss(), x];'))).toThrow(
      'styled-system/system.js changed',
    );
  });
});
