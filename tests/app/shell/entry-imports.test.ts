// The page's entry runs before the app has downloaded (src/app/entry.ts, early-start.ts): what it
// imports statically must import no library (React, i18next, the router…) and not the fetch
// wrapper, else the entry would wait for the app's chunks before it could start anything
// (scripts/early-chunk.ts). Read from the sources: every static import, followed through the
// app's own modules; the generated URL builders (`@generated-urls`) import nothing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../../src');
const IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)';/gm;

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (file) => existsSync(file) && file.match(/\.tsx?$/),
  );
}

/** The app modules the entry reaches, and every other import they make. */
function reachedFrom(entry: string) {
  const modules = new Set<string>();
  const outside = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier.startsWith('@generated-urls/')) continue;
      const module = resolve(file, specifier);
      if (module) queue.push(module);
      else outside.add(specifier);
    }
  }
  return { modules, outside };
}

describe("the page's entry", () => {
  it('imports no library and neither the fetch wrapper nor i18next', () => {
    const { modules, outside } = reachedFrom(path.join(SRC, 'app/entry.ts'));
    expect([...outside]).toEqual([]);
    expect(modules).toContain(path.join(SRC, 'app/early-start.ts'));
    expect(modules).not.toContain(path.join(SRC, 'lib/api-client.ts'));
    expect(modules).not.toContain(path.join(SRC, 'lib/i18n.ts'));
  });
});
