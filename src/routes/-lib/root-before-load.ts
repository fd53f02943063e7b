// Runs before every navigation: the language rules, the login e-mail of the query and blocking
// maintenance (docs/product.md#screens).
import { getGetUserQueryOptions } from '@generated/api/user/user';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { i18n, initI18n } from '@/lib/i18n';
import { isDirectSignPath } from '@/lib/navigation/direct-sign';
import { resolveLocale } from '@/lib/navigation/locale';
import { loginEmailFromQuery } from '@/lib/navigation/login-email';
import { hasBypassCookie, maintenanceRedirect } from '@/lib/navigation/maintenance';
import { chosenLocale, rememberLocale } from '@/lib/preferences';
import { maintenanceQueryOptions } from '@/lib/queries/maintenance';
import { membershipQueryOptions } from '@/lib/queries/membership';
import { restoreSession, setLoginEmail } from '@/lib/session';
import type { RouterContext } from './router-context';

/**
 * A signed-in person's account and business load beside the maintenance state: every route's
 * guard asks for them next (the same queries), one round trip later otherwise. The full app asks
 * at its start too (src/app/full-app.tsx), beside the texts; here they are in the cache by then.
 */
export function prefetchSession(queryClient: QueryClient, pathname: string): void {
  if (!isDirectSignPath(pathname) && restoreSession()) {
    void queryClient.prefetchQuery(getGetUserQueryOptions());
    void queryClient.prefetchQuery(membershipQueryOptions());
  }
}

export async function rootBeforeLoad({
  context,
  location,
}: {
  context: RouterContext;
  location: ParsedLocation;
}) {
  const search = location.search as Record<string, unknown>;
  const directSign = isDirectSignPath(location.pathname);
  const locale = resolveLocale({
    query: search.lang,
    chosen: chosenLocale(),
    browser: navigator.languages,
    directSign,
  });
  if (typeof search.lang === 'string' && locale.startsWith(search.lang.slice(0, 2).toLowerCase())) {
    rememberLocale(locale);
  }
  if (i18n.language !== locale) await initI18n(locale);

  const email = loginEmailFromQuery(search);
  if (email) setLoginEmail(email);

  prefetchSession(context.queryClient, location.pathname);
  const maintenance = await context.queryClient.ensureQueryData(maintenanceQueryOptions());
  const to = maintenanceRedirect(
    location.pathname,
    maintenance ?? undefined,
    hasBypassCookie(document.cookie),
  );
  if (to) throw redirect({ to, replace: true });
}
