// The chunk of the app's two boots (src/app/main.tsx, which the page's entry src/app/entry.ts
// starts after the first paint): the libraries both run (React, i18next),
// the modules of the app the entry itself imports, and those the light login of /login shares
// with the full app — one file, which compresses better than several. They are taken before
// the `routes` group, which would otherwise pull them —
// as dependencies of the route files — into the route tree's chunk, and the light login with them
// into the route tree and `framework` (e2e/budgets.ts). Modules only the light login uses are left
// to the bundler (they form its own chunk, shared with the full app's /login route).
// Computed from the module graph at build time, so a new import lands in the right chunk.
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { staticallyReached } from './module-graph.ts';

// The app's own modules and the bundler's helpers (Vite's preload helper: `\0vite/preload-helper`).
const isApp = (id: string) => !id.includes('node_modules');

/** Every app module `entry` reaches through static imports (not through node_modules). */
const appModulesReached = (entry: string, context: ChunkingContext) =>
  staticallyReached([entry], context, isApp);

/**
 * The `name` function of the boot chunk's group (root: the project folder; `libraries`: the
 * packages both boots run, e.g. React and i18next).
 */
export function bootChunkName(root: string, libraries: RegExp) {
  const app = (file: string) => path.resolve(root, 'src/app', file);
  let sets: { boot: Set<string>; light: Set<string>; full: Set<string> } | undefined;
  return (id: string, context: ChunkingContext): string | null => {
    sets ??= {
      boot: appModulesReached(app('main.tsx'), context),
      light: appModulesReached(app('light-login.tsx'), context),
      full: appModulesReached(app('full-app.tsx'), context),
    };
    if (libraries.test(id)) return 'boot';
    // The boot stays in its own chunk, which the page's entry (src/app/entry.ts) imports once the
    // first frame is painted.
    if (!isApp(id) || id === app('main.tsx')) return null;
    // One chunk: both boots load all of it, and one file compresses better than two.
    if (sets.boot.has(id) || (sets.light.has(id) && sets.full.has(id))) return 'boot';
    return null;
  };
}
