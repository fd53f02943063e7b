// The chunk of the app code the signed-in first screens share (/dashboard, /view/{id} and a
// direct-sign link, e2e/budgets.ts): the app's modules every one of them renders (the status
// badges, the document list, the loaders' helpers, …) and those of the layout around them (the
// header, the language switch). Left to the bundler they came as six more files of 0.3–2 KB per
// first screen (34 scripts instead of 40 on /dashboard), each a request of its own: on HTTP/1.1
// a phone opens six connections to a server, so the requests queue behind each other (one round
// trip each) before the first paint. In one
// chunk they are one request, and not one byte more for these screens — each of them loads
// every module of the chunk anyway. Another screen that uses one of these modules loads the
// chunk too (a few KB more there, once, cached for the rest of the visit).
// Computed from the module graph at build time, so a new import lands in the right chunk.
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { staticallyReached } from './module-graph.ts';

/** The route files of the first screens, and of the layout all of them render in. */
const FIRST_SCREENS = [
  '_default.dashboard.tsx',
  '_default.view.$srid.tsx',
  '_default.direct-sign.$id.$userid.index.tsx',
];
const LAYOUT = '_default.tsx';

/** The lazy halves of a route file (its component and loader), as the router plugin split them. */
function splitHalves(routeFile: string, context: ChunkingContext): string[] {
  return (context.getModuleInfo(routeFile)?.dynamicallyImportedIds ?? []).filter((id) =>
    id.includes('tsr-split'),
  );
}

/**
 * The `name` function of the first screens' group (root: the project folder). `ownedElsewhere`:
 * modules another group takes (the route files: the `routes` chunk).
 */
export function firstScreensChunkName(root: string, ownedElsewhere: RegExp) {
  const routeFile = (file: string) => path.resolve(root, 'src/routes', file);
  let shared: Set<string> | undefined;
  return (id: string, context: ChunkingContext): string | null => {
    if (!shared) {
      const screens = FIRST_SCREENS.map((file) =>
        staticallyReached(splitHalves(routeFile(file), context), context),
      );
      const layout = staticallyReached(splitHalves(routeFile(LAYOUT), context), context);
      shared = new Set(
        [...screens[0]].filter((module) => screens.every((reached) => reached.has(module))),
      );
      for (const module of layout) shared.add(module);
    }
    // The app's own modules only: a library's modules are reached through its index, which
    // re-exports all of them (the graph here is the one before unused exports are dropped), so
    // every library module used anywhere in the app would look shared.
    if (ownedElsewhere.test(id) || id.includes('node_modules')) return null;
    return shared.has(id) ? 'first-screens' : null;
  };
}
