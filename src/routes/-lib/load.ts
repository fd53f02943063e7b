// Loader helpers: fetch through the generated query options into the shared cache, and turn a
// 404/410 answer for the address's object into the route's 'Page Not Found: {path}' error.
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { pageNotFound } from '@/lib/navigation/not-found';
import { membershipQueryOptions } from '@/lib/queries/membership';

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
 * the first paint (issue 15). A failure is left to that render, which asks again.
 */
export function loadTexts(...namespaces: string[]): Promise<void> {
  return i18n.loadNamespaces(namespaces).catch(() => undefined);
}
