// The app's Chakra system carries only the recipes of the components the app renders
// (src/components/shell/theme.ts): a component whose recipe is left out renders unstyled — the
// plan cards of /business/billing/plan once lost their border and selected state (and their
// tier and price ran together) because RadioCard's recipe was missing. Every
// Chakra component imported anywhere in src/ that has a recipe in Chakra's theme must find it in
// the app's system.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as chakraTheme from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../../../src/components/shell/theme.ts';

const src = path.resolve(import.meta.dirname, '../../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The names each file imports from '@chakra-ui/react', with the files that do. */
function chakraImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const raw of match[1].split(',')) {
        const name = raw
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          .trim();
        if (!/^[A-Z]/.test(name)) continue;
        found.set(name, [...(found.get(name) ?? []), path.relative(src, file)]);
      }
    }
  }
  return found;
}

const recipeKey = (component: string) => component[0].toLowerCase() + component.slice(1);

describe('the recipes of the app’s Chakra system', () => {
  const imports = chakraImports();

  it('reads the app’s imports (the check sees components)', () => {
    expect(imports.has('Card')).toBe(true);
    expect(imports.has('RadioCard')).toBe(true);
  });

  it('has the recipe of every Chakra component the app renders', () => {
    const system = appSystem();
    const theme = chakraTheme as Record<string, unknown>;
    const missing: string[] = [];
    for (const [component, files] of imports) {
      const key = recipeKey(component);
      if (`${key}SlotRecipe` in theme && !system.isSlotRecipe(key)) {
        missing.push(`${component} (slot recipe ${key}) in ${files[0]}`);
      } else if (`${key}Recipe` in theme && !system.isRecipe(key)) {
        missing.push(`${component} (recipe ${key}) in ${files[0]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
