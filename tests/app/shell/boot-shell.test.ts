// The page's first frame (server/src/plugins/boot-shell.ts) draws the product bar in plain CSS
// before the app runs: its colours, font and product name must be the app's, or the bar would
// change colour when the screen renders.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem } from '@/components/shell/theme';
import {
  PRODUCT_NAME,
  SHELL_COLOURS,
  SHELL_FONT,
  withBootShell,
} from '../../../server/src/plugins/boot-shell';

const LOCALES = path.resolve(import.meta.dirname, '../../../locales');

describe('the first frame of the page', () => {
  const system = appSystem();
  const token = (name: string) => String(system.token(name)).toLowerCase();

  it("repeats the theme's colours", () => {
    expect(SHELL_COLOURS.brand).toBe(token('colors.brand.500'));
    expect(SHELL_COLOURS.page).toBe(token('colors.gray.50'));
    expect(SHELL_COLOURS.border).toBe(token('colors.gray.200'));
    expect(SHELL_COLOURS.bar).toBe(token('colors.white'));
  });

  it("uses the theme's body font", () => {
    expect(SHELL_FONT).toBe(system.token('fonts.body'));
    const page = withBootShell('<head></head><body><div id="root"></div></body>');
    expect(page).toContain(`.boot-shell{font-family:${SHELL_FONT}}`);
  });

  it('shows the product name every locale shows', () => {
    for (const locale of readdirSync(LOCALES)) {
      const common = JSON.parse(readFileSync(path.join(LOCALES, locale, 'common.json'), 'utf8'));
      expect(common.product, locale).toBe(PRODUCT_NAME);
    }
  });

  it('leaves a page without an empty root element alone', () => {
    const page = '<head></head><body><div id="root"><p>server text</p></div></body>';
    expect(withBootShell(page)).toBe(page);
  });
});
