// The bundler's module graph as the chunk groups read it (boot-chunks.ts, first-screen-chunks.ts).
import type { ChunkingContext } from 'rolldown';

/**
 * Every module the roots reach through static imports, following only the modules `include`
 * takes (all by default).
 */
export function staticallyReached(
  roots: string[],
  context: ChunkingContext,
  include: (id: string) => boolean = () => true,
): Set<string> {
  const reached = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id) || !include(id)) continue;
    reached.add(id);
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}
