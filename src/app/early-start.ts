// The calls and texts a first screen needs, started by the page's entry (entry.ts) right after the
// first paint, while the app's scripts still download. Started by the app, they left only once
// those scripts had arrived and run, and then in a chain: the core texts, then the maintenance
// state, the person's account and business and the route's data, then the route's texts — about
// 0.6 s of round trips after the scripts before the first screen could render, in Lighthouse's
// mobile estimate as on a phone. The app's own calls take these answers
// (src/lib/early-requests.ts) and i18next the same text modules: nothing is asked twice.
// Every URL, header and parameter comes from the functions the app's own calls use.
// Only modules that import nothing heavy: the entry is on every page.
import { getGetUserBusinessUrl } from '@generated-urls/api/business/business';
import {
  getGetDirectSignatureRequestUrl,
  getGetDirectUserUrl,
} from '@generated-urls/api/direct/direct';
import {
  getGetSignatureRequestUrl,
  getListSignatureRequestsUrl,
} from '@generated-urls/api/signature-requests/signature-requests';
import {
  getGetStatusComponentsUrl,
  getGetStatusSummaryUrl,
} from '@generated-urls/api/system/system';
import { getGetUserUrl } from '@generated-urls/api/user/user';
import { authorizationHeader, type Credentials } from '@/lib/credentials';
import { startEarly } from '@/lib/early-requests';
import { startTexts } from '@/lib/locale-files';
import { currentLocale } from '@/lib/navigation/current-locale';
import { dashboardAddress, dashboardListParams } from '@/lib/navigation/dashboard';
import { directSignCredentials, isDirectSignPath } from '@/lib/navigation/direct-sign';
import { isValidId } from '@/lib/navigation/valid-id';
import { lastDashboardChoice } from '@/lib/preferences';
import { sessionExpired, storedSession } from '@/lib/stored-session';
import { DASHBOARD_TEXTS, DIRECT_SIGN_TEXTS, VIEW_TEXTS } from '@/routes/-lib/first-screen-texts';

/** What the app asks for first on an address, with whose credentials. */
export interface EarlyStart {
  credentials: Credentials;
  /** The GET calls, sent with the credentials' Authorization header (as the app sends them). */
  urls: string[];
  /** The namespaces of its texts (`common`, which every screen shows, comes with them). */
  texts: readonly string[];
}

/**
 * The route the page says its address shows: the server picks it as the router will (the most
 * fixed segments win: `/direct-sign/identification/eidas` is no direct-sign link,
 * server/src/plugins/app-files.ts). None on a page the server did not make (the dev server).
 */
export function pageRoute(page: Pick<Document, 'querySelector'> = document): string | undefined {
  return page.querySelector<HTMLMetaElement>('meta[name="app-route"]')?.content;
}

/** The address's segment for each `$name` of `route` (the router's parameters, still encoded). */
function routeParams(route: string, pathname: string): Record<string, string> {
  const parts = pathname.split('/').filter(Boolean);
  return Object.fromEntries(
    route
      .split('/')
      .filter(Boolean)
      .flatMap((part, index) => (part.startsWith('$') ? [[part.slice(1), parts[index]]] : [])),
  );
}

/** A path segment as the router gives it to the route (decoded); undefined when malformed. */
function segment(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The calls the full app makes on `location`, whose route is `route` (`pageRoute`), before its
 * first screen renders (full-app.tsx, the root's before-load, the route's startData), or
 * undefined when it makes none worth starting (or the route is not known):
 * without a session (the guard sends the person to the login, a fresh /login is the light login)
 * or on the direct-signing pages other than the link itself.
 */
export function earlyStart(
  location: Pick<Location, 'pathname' | 'search'>,
  route: string | undefined,
  now = Date.now(),
): EarlyStart | undefined {
  if (route === undefined) return undefined;
  // The maintenance state (src/lib/status-page.ts), asked for on every address.
  const maintenance = [getGetStatusSummaryUrl(), getGetStatusComponentsUrl()];
  const { pathname } = location;
  const params = routeParams(route, pathname);
  // A direct-sign link: its id and userid are the credentials of every call, the maintenance
  // state's too (the route's startData sets them before the app asks for it).
  if (route === '/direct-sign/$id/$userid') {
    const link = directSignCredentials({ id: segment(params.id), userid: segment(params.userid) });
    if (!link || !isValidId(link.username)) return undefined;
    return {
      credentials: link,
      urls: [getGetDirectSignatureRequestUrl(link.username), getGetDirectUserUrl(), ...maintenance],
      texts: DIRECT_SIGN_TEXTS,
    };
  }
  // Other direct-signing pages take their credentials from the tab's storage, set by the link.
  if (isDirectSignPath(pathname)) return undefined;
  const session = storedSession();
  if (!session?.token || sessionExpired(session, now)) return undefined;
  const credentials: Credentials = { kind: 'bearer', token: session.token };
  // The person's account and business (prefetchSession, src/routes/-lib/root-before-load.ts).
  const common = [getGetUserUrl(), getGetUserBusinessUrl(), ...maintenance];
  if (route === '/dashboard' || route === '/') {
    // `/` is the dashboard's alias, redirected with its query.
    const search = Object.fromEntries(new URLSearchParams(location.search));
    const list = dashboardListParams(dashboardAddress(search, lastDashboardChoice()));
    return {
      credentials,
      urls: [getListSignatureRequestsUrl(list), ...common],
      texts: DASHBOARD_TEXTS,
    };
  }
  const srid = route === '/view/$srid' ? segment(params.srid) : undefined;
  if (srid !== undefined && isValidId(srid)) {
    return { credentials, urls: [getGetSignatureRequestUrl(srid), ...common], texts: VIEW_TEXTS };
  }
  return { credentials, urls: common, texts: [] };
}

/** Starts the calls and texts of the current address's first screen (see `earlyStart`). */
export function startEarlyRequests(location: Location = window.location): void {
  try {
    const start = earlyStart(location, pageRoute());
    if (!start) return;
    const authorization = authorizationHeader(start.credentials);
    const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
    for (const url of start.urls) startEarly(url, headers);
    startTexts(currentLocale(location), ['common', ...start.texts]);
  } catch (error) {
    // A malformed stored session, a blocked storage: the app then makes the calls itself.
    console.warn('Early start skipped', error);
  }
}
