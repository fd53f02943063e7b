// The chunk of what the page's entry (src/app/entry.ts) runs before the app: the first screen's
// calls and texts it starts right after the first paint (src/app/early-start.ts), the small
// modules they are built with, which the app uses too (the session, the language, the dashboard's
// list parameters, the early answers' registry), and Vite's preload helper (the entry's import of
// the app goes through it). Left to the other groups, those shared modules would land in the
// boot's or the route tree's chunk, and the entry would wait for that download before it could
// start anything. The fetch wrapper (src/lib/api-client.ts) stays with the app: it imports React
// (the server clock), and the entry only needs the generated URL builders (`@generated-urls`).
// Computed from the module graph at build time, so a new import lands in the right chunk.
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { staticallyReached } from './module-graph.ts';

/** The `name` function of the early chunk's group (root: the project folder). */
export function earlyChunkName(root: string) {
  const entry = path.resolve(root, 'src/app/entry.ts');
  const fetchWrapper = path.resolve(root, 'src/lib/api-client.ts');
  let early: Set<string> | undefined;
  return (id: string, context: ChunkingContext): string | null => {
    early ??= staticallyReached(
      [entry],
      context,
      (module) => !module.includes('node_modules') && module !== fetchWrapper,
    );
    return id !== entry && early.has(id) ? 'early' : null;
  };
}
