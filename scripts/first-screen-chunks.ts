// The chunks of the app code and libraries the signed-in first screens load (/dashboard,
// /view/{id} and a direct-sign link, e2e/budgets.ts), beside the boot, `framework`, `routes` and
// the screen's own chunk.
//
// Left to the bundler, each first screen came as some 35 scripts, twenty of them 0.1-4 KB: the
// modules a screen shares with some other screens (a Chakra component, the Zag helpers under it,
// a generated API module, the status badge…) form one chunk per set of screens that use them.
// On HTTP/1.1 a browser opens six connections to a server, so those requests queue (a round trip
// each), and while one is in flight it holds its share of the bandwidth the big chunks wait for:
// in Lighthouse's mobile simulation (150 ms round trips, 1.6 Mbit/s) /dashboard's scripts ended at
// 2.8 s where their bytes alone take 1.0 s.
//
// So the modules the first screens load from such chunks are grouped by which first screens load
// them: those all three load go to `first-screens` (with the app modules all of them render and
// their layout's, found from the module graph), the others to one chunk per combination
// (`first-screens-dashboard`, `first-screens-view-direct-sign`, …). A first screen then loads a
// handful of files and not one byte more: each combination's modules are exactly what its screens
// loaded before. Another screen that uses one of these modules loads that chunk too (a few KB more
// there, once, cached for the rest of the visit).
//
// Which modules a first screen loads is known only once the bundler has split the app (a
// library's modules are reached through its index, which re-exports all of them, so the module
// graph says every module used anywhere might be): the build runs twice, the first pass without
// these combinations to learn each first screen's chunks (`firstScreensPlan`), the second with them
// (vite.config.ts). The first pass writes nothing. Chunks the light login of /login loads keep
// their modules: grouped with the first screens', they would bring the full app's libraries there.
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { staticallyReached } from './module-graph.ts';
import {
  chunksWithImports,
  routeAddress,
  type ChunkLike,
  type RoutePreloads,
} from './route-preloads.ts';

/** The first screens' route files (src/routes), with the name their combinations use. */
export const FIRST_SCREENS = {
  dashboard: '_default.dashboard',
  view: '_default.view.$srid',
  'direct-sign': '_default.direct-sign.$id.$userid.index',
} as const;
type FirstScreen = keyof typeof FIRST_SCREENS;
const SCREENS = Object.keys(FIRST_SCREENS) as FirstScreen[];

/** The layout all the first screens render in. */
const LAYOUT = '_default';

/** For each module the first pass found in a first screen's small chunks: the screens loading it. */
export type FirstScreensPlan = Map<string, FirstScreen[]>;

/** The lazy halves of a route file (its component and loader), as the router plugin split them. */
function splitHalves(routeFile: string, context: ChunkingContext): string[] {
  return (context.getModuleInfo(routeFile)?.dynamicallyImportedIds ?? []).filter((id) =>
    id.includes('tsr-split'),
  );
}

/**
 * The plan from the first pass's chunks and route lists: every module of the chunks a first
 * screen loads, except those of a named group (`isGroup`: the boot, `framework`, `routes`, …), of
 * the full app's own chunk and of the route files' split halves (the screen's own code).
 */
export function firstScreensPlan(
  preloads: RoutePreloads,
  chunks: ChunkLike[],
  isGroup: (chunkName: string) => boolean,
): FirstScreensPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const lightLogin = lightLoginFiles(chunks, byFile);
  const plan: FirstScreensPlan = new Map();
  for (const screen of SCREENS) {
    const address = routeAddress(FIRST_SCREENS[screen]);
    const files = preloads.routes.find((route) => route.path === address)?.files;
    if (!files) throw new Error(`first-screen chunks: no route ${address} in the build`);
    for (const file of files) {
      const chunk = byFile.get(file);
      if (!chunk || isGroup(chunk.name) || isScreenCode(chunk) || lightLogin.has(file)) continue;
      for (const id of chunk.moduleIds) plan.set(id, [...(plan.get(id) ?? []), screen]);
    }
  }
  return plan;
}

/**
 * The chunks the light login of /login loads (src/app/light-login.tsx and what it imports): a
 * module of theirs that moved to a first screens' chunk would bring that chunk, and the Chakra
 * components and framework it imports, to /login (the 150 KB budget).
 */
function lightLoginFiles(chunks: ChunkLike[], byFile: Map<string, ChunkLike>): Set<string> {
  const light = chunks.find((chunk) =>
    /[\\/]src[\\/]app[\\/]light-login\.tsx$/.test(chunk.facadeModuleId ?? ''),
  );
  if (!light) throw new Error('first-screen chunks: no light login chunk in the build');
  return chunksWithImports([light.fileName], byFile);
}

/** The full app's chunk and a route file's split halves: code of one screen, or of all. */
function isScreenCode(chunk: ChunkLike): boolean {
  const facade = chunk.facadeModuleId ?? '';
  return facade.includes('tsr-split') || /[\\/]src[\\/]app[\\/]full-app\.tsx$/.test(facade);
}

/**
 * The `name` function of the first screens' group (root: the project folder). `ownedElsewhere`:
 * modules another group takes (the route files: the `routes` chunk). `plan`: the first pass's
 * (none in the first pass itself).
 */
export function firstScreensChunkName(
  root: string,
  ownedElsewhere: RegExp,
  plan?: FirstScreensPlan,
) {
  const routeFile = (file: string) => path.resolve(root, 'src/routes', `${file}.tsx`);
  let shared: Set<string> | undefined;
  return (id: string, context: ChunkingContext): string | null => {
    if (ownedElsewhere.test(id)) return null;
    const screens = plan?.get(id);
    if (screens) {
      return screens.length === SCREENS.length
        ? 'first-screens'
        : `first-screens-${screens.join('-')}`;
    }
    if (!shared) {
      const reached = SCREENS.map((screen) =>
        staticallyReached(splitHalves(routeFile(FIRST_SCREENS[screen]), context), context),
      );
      const layout = staticallyReached(splitHalves(routeFile(LAYOUT), context), context);
      shared = new Set([...reached[0]].filter((module) => reached.every((set) => set.has(module))));
      for (const module of layout) shared.add(module);
    }
    // From the graph, the app's own modules only: a library's modules are reached through its
    // index, which re-exports all of them (the graph here is the one before unused exports are
    // dropped), so every library module used anywhere in the app would look shared.
    if (id.includes('node_modules')) return null;
    return shared.has(id) ? 'first-screens' : null;
  };
}
