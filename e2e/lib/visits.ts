// Which visitor opens each route of the route table, at which address, and where the product's
// rules must leave them. The mock's user anna.meier is a business admin of a business on a
// Stripe plan; the direct-link signer Chiara (nas) uses the Basic-credential link.
import type { RouteEntry } from '../../src/lib/navigation/route-table.ts';

export type Visitor = 'anonymous' | 'anna' | 'nas';

export const REQUEST_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const SIGNER_ID = 'c7a9e4b2-5d6f-4a1b-8c3d-9e0f1a2b3c4d';
export const DIRECT_LINK = `/direct-sign/${REQUEST_ID}/${SIGNER_ID}`;

const PARAMS: Record<string, string> = {
  $id: REQUEST_ID,
  $srid: REQUEST_ID,
  $userid: SIGNER_ID,
  $accountname: 'muster-treuhand-seal',
};

export interface Visit {
  entry: RouteEntry;
  visitor: Visitor;
  url: string;
  /** Where the visitor must end up (pathname), and the title key shown there. */
  expectPath: string;
  expectTitle: string;
  expectNotFound?: boolean;
}

/** Redirects of docs/product.md#screens that apply to anna (admin, Stripe plan team_v3). */
const ANNA_REDIRECTS: Record<string, [string, string]> = {
  '/business': ['/business/profile', 'businessProfile'],
  '/business/register': ['/business/profile', 'businessProfile'],
  '/business/billing': ['/business/billing/plan', 'plan'],
  '/business/members/activity': ['/business/activity', 'businessActivity'],
  '/billing/settings': ['/billing', 'billing'],
  '/billing/usage': ['/billing', 'billing'],
  '/maintenance': ['/dashboard', 'dashboard'], // no maintenance is running in the mock
  '/logout': ['/bye', 'bye'],
  // The claim succeeds in the mock and leads to the claimed request.
  '/sendto/$id': [`/view/${REQUEST_ID}`, 'view'],
};

function visitorFor(entry: RouteEntry): Visitor {
  if (entry.roles.includes('nas') && !entry.roles.includes('user')) return 'nas';
  if (entry.roles.includes('unauthenticated') && !entry.roles.includes('user')) return 'anonymous';
  return 'anna';
}

export function visitFor(entry: RouteEntry): Visit {
  // An invitation's id has its own shape (the contract's InviteId), the example's invitation.
  const url =
    entry.path === '/invite/$id'
      ? '/invite/inv-0c1d2e3f'
      : entry.path.replace(/\$\w+/g, (param) => PARAMS[param] ?? 'x');
  const visitor = visitorFor(entry);
  const title = entry.title ?? '';
  if (visitor === 'anna' && ANNA_REDIRECTS[entry.path]) {
    const [expectPath, expectTitle] = ANNA_REDIRECTS[entry.path];
    return { entry, visitor, url, expectPath, expectTitle };
  }
  // Strict user-only route: anna is an admin, so she gets the 404 page (docs/product.md#screens-navigation).
  if (visitor === 'anna' && entry.strict && !entry.roles.includes('admin')) {
    return { entry, visitor, url, expectPath: url, expectTitle: title, expectNotFound: true };
  }
  if (visitor === 'anonymous' && entry.path === '/sorry') {
    return { entry, visitor, url, expectPath: url, expectTitle: title };
  }
  return {
    entry,
    visitor,
    url,
    expectPath: url,
    expectTitle: title,
    expectNotFound: entry.path === '/404',
  };
}
