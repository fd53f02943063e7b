// Every route of docs/product.md#screens-personal and docs/product.md#screens-layouts with its roles, strict flag, layout and title key
// (namespace `routes`). The file routes in src/routes read their entry from here, and the
// browser suite (e2e/) visits every entry, so the table is the single list of routes.
import type { Role } from './roles';

export type Layout = 'admin' | 'default' | 'main' | 'simple' | 'unauthenticated';

export interface RouteEntry {
  path: string;
  roles: readonly Role[];
  strict?: boolean;
  layout: Layout;
  /** Key in the `routes` namespace; absent → capitalised last path segment. */
  title?: string;
}

const U = ['unauthenticated'] as const;
const USER = ['user'] as const;
const NAS = ['nas'] as const;
const ADMIN = ['admin'] as const;

const group = (layout: Layout, roles: readonly Role[], paths: Record<string, string>) =>
  Object.entries(paths).map(([path, title]): RouteEntry => ({ path, roles, layout, title }));

const STANDARDS = '/profile/signature-standards';
const IDENT = '/direct-sign/identification';

export const ROUTES: readonly RouteEntry[] = [
  { path: '/dashboard', roles: USER, layout: 'default', title: 'dashboard' },
  ...group('unauthenticated', U, {
    '/login': 'login',
    '/bye': 'bye',
    '/expired': 'expired',
    '/cookiesblocked': 'cookiesblocked',
    '/signup': 'signup',
    '/signup/steps': 'signupSteps',
    '/signup/confirm': 'signupConfirm',
    '/signup/mail-sent': 'mailSent',
    '/sso/error': 'ssoError',
    '/sso/error/company': 'ssoErrorCompany',
    '/signup/flows/eidplus/new': 'eidplusNew',
    '/signup/flows/eidplus/confirm': 'eidplusConfirm',
    '/password-reset': 'passwordReset',
    '/password-reset/new': 'passwordResetNew',
    '/password-reset/confirm': 'passwordResetConfirm',
    '/password-reset/mail-sent': 'mailSent',
    '/business/signup': 'businessSignup',
    '/business/signup/steps': 'businessSignupSteps',
    '/business/signup/mail-sent': 'mailSent',
  }),
  { path: '/sorry', roles: ['unauthenticated', 'user', 'nas'], layout: 'simple', title: 'sorry' },
  {
    path: '/maintenance',
    roles: ['unauthenticated', 'nas', 'user'],
    layout: 'simple',
    title: 'maintenance',
  },
  { path: '/404', roles: ['unauthenticated', 'user', 'nas'], layout: 'simple', title: 'notFound' },
  // Public verification of signed PDFs: anyone, with or without an account.
  { path: '/verify', roles: ['unauthenticated', 'user', 'nas'], layout: 'simple', title: 'verify' },
  ...group('simple', USER, {
    '/logout': 'logout',
    '/welcome': 'welcome',
    '/not-available': 'notAvailable',
    '/sendto/$id': 'sendto',
    '/profile/confirm': 'profileConfirm',
    '/profile/change-password': 'changePassword',
  }),
  { path: '/signup/sso', roles: USER, strict: true, layout: 'simple', title: 'signupSso' },
  // Where the server's single-sign-on callback lands with the new session: open to a
  // tab with or without a session, the new login replaces it.
  {
    path: '/sso/complete',
    roles: ['unauthenticated', 'user'],
    layout: 'simple',
    title: 'ssoComplete',
  },
  // docs/product.md#screens names the role member; the invitee becomes one only by accepting here, so the
  // page is open to every signed-in user (member and admin included).
  { path: '/invite/$id', roles: ['user'], layout: 'simple', title: 'invite' },
  ...group('main', USER, {
    '/upload': 'upload',
    '/upgrade': 'upgrade',
    '/profile': 'profile',
    '/profile/settings': 'profileSettings',
    '/profile/visual-signature': 'visualSignature',
    [STANDARDS]: 'signatureStandards',
    [`${STANDARDS}/update`]: 'standardsUpdate',
    [`${STANDARDS}/mobile-id`]: 'mobileId',
    [`${STANDARDS}/legislation`]: 'legislation',
    [`${STANDARDS}/id-austria-success`]: 'idAustriaSuccess',
    [`${STANDARDS}/eidas`]: 'eidas',
    [`${STANDARDS}/eidas/self`]: 'eidasSelf',
    [`${STANDARDS}/eidas/video`]: 'eidasVideo',
    [`${STANDARDS}/zertes`]: 'zertes',
    [`${STANDARDS}/zertes/auto`]: 'zertesAuto',
    [`${STANDARDS}/zertes/video`]: 'zertesVideo',
    [`${STANDARDS}/zertes/personal-details`]: 'personalDetails',
    '/billing': 'billing',
    '/billing/settings': 'billingSettings',
    '/billing/usage': 'billingUsage',
  }),
  { path: '/view/$srid', roles: USER, layout: 'default', title: 'view' },
  ...group('default', NAS, {
    '/view/$id/$userid': 'view',
    '/direct-sign/$id/$userid': 'directSign',
    '/direct-sign/$id/$userid/preview': 'preview',
    [`${IDENT}/eidas`]: 'eidas',
    [`${IDENT}/eidas/self`]: 'eidasSelf',
    [`${IDENT}/eidas/video`]: 'eidasVideo',
    [`${IDENT}/zertes`]: 'zertes',
    [`${IDENT}/zertes/auto`]: 'zertesAuto',
    [`${IDENT}/zertes/video`]: 'zertesVideo',
    [`${IDENT}/zertes/personal-details`]: 'personalDetails',
    [`${IDENT}/id-austria-success`]: 'idAustriaSuccess',
  }),
  ...group('admin', ADMIN, {
    '/business': 'business',
    '/business/dashboard': 'businessDashboard',
    '/business/activity': 'businessActivity',
    '/business/settings': 'businessSettings',
    '/business/seals': 'seals',
    '/business/seals/$accountname': 'seal',
    '/business/extras': 'extras',
    '/business/billing': 'businessBilling',
    '/business/billing/plan': 'plan',
    '/business/billing/payment': 'payment',
    '/business/billing/invoices': 'invoices',
    '/business/members': 'members',
    '/business/members/domains': 'domains',
    '/business/members/activity': 'businessActivity',
    '/business/profile': 'businessProfile',
    '/business/profile/aes-for-business': 'aesForBusiness',
    '/business/developers/api': 'api',
    '/business/welcome': 'businessWelcome',
  }),
  {
    path: '/business/upgrade',
    roles: ['user', 'admin'],
    strict: true,
    layout: 'main',
    title: 'businessUpgrade',
  },
  { path: '/business/register', roles: USER, strict: true, layout: 'main', title: 'register' },
];

const byPath = new Map(ROUTES.map((entry) => [entry.path, entry]));

/** The table entry of a route path (TanStack notation, e.g. '/invite/$id'). */
export function routeEntry(path: string): RouteEntry {
  const entry = byPath.get(path);
  if (!entry) throw new Error(`No route table entry for ${path}`);
  return entry;
}
