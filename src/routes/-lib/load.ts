// Loader helpers: fetch through the generated query options into the shared cache, and turn a
// 404/410 answer for the address's object into the route's 'Page Not Found: {path}' error.
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-client';
import { currentLocale } from '@/lib/navigation/current-locale';
import { i18n } from '@/lib/i18n';
import { startTexts } from '@/lib/locale-files';
import { pageNotFound } from '@/lib/navigation/not-found';
import { membershipQueryOptions } from '@/lib/queries/membership';
import type { BasicCredentials } from '@/lib/navigation/direct-sign';
import { restoreSession, startDirectSession } from '@/lib/session';

type Options = Parameters<QueryClient['ensureQueryData']>[0];

export async function ensureAll(
  queryClient: QueryClient,
  options: readonly { queryKey: readonly unknown[] }[],
  pathname?: string,
): Promise<void> {
  try {
    await Promise.all(options.map((option) => queryClient.ensureQueryData(option as Options)));
  } catch (error) {
    if (pathname && error instanceof ApiError && (error.status === 404 || error.status === 410)) {
      throw notFound({ data: pageNotFound(pathname, error.status) });
    }
    throw error;
  }
}

/** The id of the caller's business (admin routes run after the guard, so it exists). */
export async function businessId(queryClient: QueryClient): Promise<string> {
  const membership = await queryClient.ensureQueryData(membershipQueryOptions());
  if (!membership) throw notFound();
  return membership.business.id;
}

/**
 * A route's texts, loaded beside its data. Left to the screen, react-i18next would ask for a
 * missing namespace only at the first render, after the data came: one round trip more before
 * the first paint. A failure is left to that render, which asks again.
 */
export function loadTexts(...namespaces: string[]): Promise<void> {
  return i18n.loadNamespaces(namespaces).catch(() => undefined);
}

/** What a route's `startData` receives (src/app/preload-route.ts calls it). */
export interface RouteStart {
  queryClient: QueryClient;
  params: Record<string, string>;
  search: Record<string, unknown>;
}

/** Resolves once i18next has its language: a namespace asked for before would be lost. */
function i18nReady(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => i18n.on('initialized', () => resolve()));
}

/**
 * Starts a signed-in first screen's data and texts with the app, beside the root's and the
 * guard's questions (maintenance, the person's account and business), not after them: TanStack
 * Router runs a route's before-load only after its parents' and its loader only after every
 * before-load, each waiting for answers — two round trips before the data would go out (the
 * first paint). The loader then finds them in the cache or on their way, never asked twice.
 * `data` imports the screen's query options lazily (they live with the screen's code, which the
 * page preloads). Without a session the guard sends the person to the login: nothing starts.
 * `link`: a direct-sign link's credentials (from its address), set here as its guard sets them.
 */
export function startRouteData(
  queryClient: QueryClient,
  data: () => Promise<readonly { queryKey: readonly unknown[] }[]>,
  namespaces: readonly string[],
  link?: BasicCredentials,
): void {
  if (link) startDirectSession(link);
  else if (!restoreSession()) return;
  startTexts(currentLocale(), namespaces);
  void i18nReady().then(() => loadTexts(...namespaces));
  void data()
    .then((options) =>
      Promise.all(options.map((option) => queryClient.prefetchQuery(option as Options))),
    )
    .catch(() => undefined);
}
