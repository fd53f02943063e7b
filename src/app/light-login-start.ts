// Which boot an address gets: a fresh /login (nobody logged in in this tab) starts the light login
// (light-login.tsx: React, i18next and the login form, without Chakra, the router or queries),
// every other address the full app (full-app.tsx). A stored session goes to the full app, whose
// guard sends a signed-in user from /login to the dashboard (docs/product.md#screens-personal).
import { restoreSession } from '@/lib/session';

/** The namespaces the light login shows, fetched in parallel with its code. */
export const LIGHT_LOGIN_NAMESPACES = ['auth', 'forms', 'validation', 'routes'] as const;

/**
 * The namespaces every screen of the full app shows (the page title, the header), fetched in
 * parallel with its code rather than after its first route's data.
 */
export const FULL_APP_NAMESPACES = ['routes', 'navigation'] as const;

export function isLightLoginStart(pathname: string, hasSession = Boolean(restoreSession()?.token)) {
  return /^\/login\/?$/.test(pathname) && !hasSession;
}
