// Every route of docs/product.md#screens-personal and docs/product.md#screens with its
// roles, strict flag and title key (namespace `routes`), keyed by the route's id: the literal its
// file in src/routes passes to `createFileRoute`. The route file says its path there only; its
// guard (src/routes/-lib/guard.ts) and the page title (use-page-title) read the rest from here by
// that id, and the browser suite (e2e/) visits every entry, so the table is the single list of
// routes. The address and the layout follow from the id (`/_admin/business/` → admin, /business).
import type { Role } from './roles';

export type Layout = 'admin' | 'default' | 'main' | 'simple' | 'unauthenticated';

interface RouteRule {
  roles: readonly Role[];
  strict?: boolean;
  /** Key in the `routes` namespace. */
  title: string;
}

export interface RouteEntry extends RouteRule {
  /** The route's id (TanStack notation, e.g. '/_simple/invite/$id'). */
  id: string;
  /** The address pattern (TanStack notation, e.g. '/invite/$id'). */
  path: string;
  layout: Layout;
}

const U = ['unauthenticated'] as const;
const USER = ['user'] as const;
const NAS = ['nas'] as const;
const ADMIN = ['admin'] as const;
const EVERYONE = ['unauthenticated', 'user', 'nas'] as const;

const group = (roles: readonly Role[], titles: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(titles).map(([id, title]): [string, RouteRule] => [id, { roles, title }]),
  );

const STANDARDS = '/_main/profile/signature-standards';
const IDENT = '/_default/direct-sign/identification';

const TABLE: Readonly<Record<string, RouteRule>> = {
  '/_default/dashboard': { roles: USER, title: 'dashboard' },
  ...group(U, {
    '/_unauth/login': 'login',
    '/_unauth/bye': 'bye',
    '/_unauth/expired': 'expired',
    '/_unauth/cookiesblocked': 'cookiesblocked',
    '/_unauth/signup/': 'signup',
    '/_unauth/signup/steps': 'signupSteps',
    '/_unauth/signup/confirm': 'signupConfirm',
    '/_unauth/signup/mail-sent': 'mailSent',
    '/_unauth/sso/error/': 'ssoError',
    '/_unauth/sso/error/company': 'ssoErrorCompany',
    '/_unauth/signup/flows/eidplus/new': 'eidplusNew',
    '/_unauth/signup/flows/eidplus/confirm': 'eidplusConfirm',
    '/_unauth/password-reset/': 'passwordReset',
    '/_unauth/password-reset/new': 'passwordResetNew',
    '/_unauth/password-reset/confirm': 'passwordResetConfirm',
    '/_unauth/password-reset/mail-sent': 'mailSent',
    '/_unauth/business/signup/': 'businessSignup',
    '/_unauth/business/signup/steps': 'businessSignupSteps',
    '/_unauth/business/signup/mail-sent': 'mailSent',
  }),
  '/_simple/sorry': { roles: EVERYONE, title: 'sorry' },
  '/_simple/maintenance': { roles: EVERYONE, title: 'maintenance' },
  '/_simple/404': { roles: EVERYONE, title: 'notFound' },
  // Public verification of signed PDFs: anyone, with or without an account.
  '/_simple/verify': { roles: EVERYONE, title: 'verify' },
  ...group(USER, {
    '/_simple/logout': 'logout',
    '/_simple/welcome': 'welcome',
    '/_simple/not-available': 'notAvailable',
    '/_simple/sendto/$id': 'sendto',
    '/_simple/profile/confirm': 'profileConfirm',
    '/_simple/profile/change-password': 'changePassword',
  }),
  '/_simple/signup/sso': { roles: USER, strict: true, title: 'signupSso' },
  // Where the server's single-sign-on callback lands with the new session: open to a
  // tab with or without a session, the new login replaces it.
  '/_simple/sso/complete': { roles: ['unauthenticated', 'user'], title: 'ssoComplete' },
  // docs/product.md#screens names the role member; the invitee becomes one only by
  // accepting here, so the page is open to every signed-in user (member and admin included).
  '/_simple/invite/$id': { roles: USER, title: 'invite' },
  ...group(USER, {
    '/_main/upload': 'upload',
    '/_main/upgrade': 'upgrade',
    '/_main/profile/': 'profile',
    '/_main/profile/settings': 'profileSettings',
    '/_main/profile/visual-signature': 'visualSignature',
    [`${STANDARDS}/`]: 'signatureStandards',
    [`${STANDARDS}/update`]: 'standardsUpdate',
    [`${STANDARDS}/mobile-id`]: 'mobileId',
    [`${STANDARDS}/legislation`]: 'legislation',
    [`${STANDARDS}/id-austria-success`]: 'idAustriaSuccess',
    [`${STANDARDS}/eidas/`]: 'eidas',
    [`${STANDARDS}/eidas/self`]: 'eidasSelf',
    [`${STANDARDS}/eidas/video`]: 'eidasVideo',
    [`${STANDARDS}/zertes/`]: 'zertes',
    [`${STANDARDS}/zertes/auto`]: 'zertesAuto',
    [`${STANDARDS}/zertes/video`]: 'zertesVideo',
    [`${STANDARDS}/zertes/personal-details`]: 'personalDetails',
    '/_main/billing/': 'billing',
    '/_main/billing/settings': 'billingSettings',
    '/_main/billing/usage': 'billingUsage',
  }),
  '/_default/view/$srid': { roles: USER, title: 'view' },
  ...group(NAS, {
    '/_default/view/$id/$userid': 'view',
    '/_default/direct-sign/$id/$userid/': 'directSign',
    '/_default/direct-sign/$id/$userid/preview': 'preview',
    [`${IDENT}/eidas/`]: 'eidas',
    [`${IDENT}/eidas/self`]: 'eidasSelf',
    [`${IDENT}/eidas/video`]: 'eidasVideo',
    [`${IDENT}/zertes/`]: 'zertes',
    [`${IDENT}/zertes/auto`]: 'zertesAuto',
    [`${IDENT}/zertes/video`]: 'zertesVideo',
    [`${IDENT}/zertes/personal-details`]: 'personalDetails',
    [`${IDENT}/id-austria-success`]: 'idAustriaSuccess',
  }),
  ...group(ADMIN, {
    '/_admin/business/': 'business',
    '/_admin/business/dashboard': 'businessDashboard',
    '/_admin/business/activity': 'businessActivity',
    '/_admin/business/settings': 'businessSettings',
    '/_admin/business/seals/': 'seals',
    '/_admin/business/seals/$accountname': 'seal',
    '/_admin/business/extras': 'extras',
    '/_admin/business/billing/': 'businessBilling',
    '/_admin/business/billing/plan': 'plan',
    '/_admin/business/billing/payment': 'payment',
    '/_admin/business/billing/invoices': 'invoices',
    '/_admin/business/members/': 'members',
    '/_admin/business/members/domains': 'domains',
    '/_admin/business/members/activity': 'businessActivity',
    '/_admin/business/profile/': 'businessProfile',
    '/_admin/business/profile/aes-for-business': 'aesForBusiness',
    '/_admin/business/developers/api': 'api',
    '/_admin/business/welcome': 'businessWelcome',
  }),
  '/_main/business/upgrade': { roles: ['user', 'admin'], strict: true, title: 'businessUpgrade' },
  '/_main/business/register': { roles: USER, strict: true, title: 'register' },
};

/**
 * Routes without a guard that still name their page: the catch-all slug, which shows
 * 'Page Not Found: {path}' to anyone at any unknown address.
 */
const UNGUARDED_TITLES: Readonly<Record<string, string>> = { '/$': 'notFound' };

const LAYOUTS: Readonly<Record<string, Layout>> = {
  _admin: 'admin',
  _default: 'default',
  _main: 'main',
  _simple: 'simple',
  _unauth: 'unauthenticated',
};

/** The address of a route id: pathless layout segments and the index's trailing slash dropped. */
export function routePath(id: string): string {
  const segments = id.split('/').filter((segment) => segment && !segment.startsWith('_'));
  return `/${segments.join('/')}`;
}

function layoutOf(id: string): Layout {
  const layout = LAYOUTS[id.split('/')[1]];
  if (!layout) throw new Error(`The route ${id} is outside the five layouts`);
  return layout;
}

export const ROUTES: readonly RouteEntry[] = Object.entries(TABLE).map(([id, rule]) => ({
  ...rule,
  id,
  path: routePath(id),
  layout: layoutOf(id),
}));

const byId = new Map(ROUTES.map((entry) => [entry.id, entry]));
const byPath = new Map(ROUTES.map((entry) => [entry.path, entry]));

/** The table entry of a route id (the `createFileRoute` literal, e.g. '/_simple/invite/$id'). */
export function routeEntryById(id: string): RouteEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`No route table entry for ${id}`);
  return entry;
}

/** The table entry of a route path (TanStack notation, e.g. '/invite/$id'). */
export function routeEntry(path: string): RouteEntry {
  const entry = byPath.get(path);
  if (!entry) throw new Error(`No route table entry for ${path}`);
  return entry;
}

/** The title key of a route id, if the route names its page. */
export function routeTitle(id: string): string | undefined {
  return byId.get(id)?.title ?? UNGUARDED_TITLES[id];
}

/** The route ids the table knows: the guarded routes and the titled unguarded ones. */
export const TABLE_IDS: readonly string[] = [...byId.keys(), ...Object.keys(UNGUARDED_TITLES)];

/** The title key of a route id the table holds (for a screen that shows it as its heading). */
export function titleKey(id: string): string {
  return routeEntryById(id).title;
}
