// "Script chunk fails to load → forced reload with a force-reload parameter" (docs/product.md#errors) with
// a 10 s reload guard (docs/product.md#constants-timing): after a deployment the old chunk names are gone, one reload
// fetches the new ones; the guard stops a loop when the chunk is missing for another reason.
export const FORCE_RELOAD_PARAM = 'force-reload';
export const RELOAD_GUARD_MS = 10_000;
const LAST_RELOAD_KEY = 'chunk_reload_at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_ERROR.test(message);
}

/** Reload only if the last forced reload is older than the guard. */
export function shouldForceReload(now: number, lastReloadAt: number | undefined): boolean {
  return lastReloadAt === undefined || now - lastReloadAt > RELOAD_GUARD_MS;
}

/** The current address with the force-reload parameter (a new value defeats caches). */
export function forceReloadUrl(href: string, now: number): string {
  const url = new URL(href);
  url.searchParams.set(FORCE_RELOAD_PARAM, String(now));
  return url.href;
}

/** Reloads once for a chunk failure; returns false when the guard holds it back. */
export function forceReload(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? Number.NaN);
  if (!shouldForceReload(now, Number.isFinite(last) ? last : undefined)) return false;
  sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  window.location.replace(forceReloadUrl(window.location.href, now));
  return true;
}

/** Vite reports failed preloads with this event; unhandled rejections catch dynamic imports. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (forceReload()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) forceReload();
  });
}
