// What the screens check needs of a server to visit every route as the right visitor: where it
// runs, how anna logs in, the direct link the signer without an account opens, and the ids the
// routes' parameters take there. The Prism mock has them in its example world (EXAMPLES.md); the
// reference server gets them made through its API (reference-world.ts).
import { ANNA } from '../lib/flows.ts';
import { DIRECT_LINK, REQUEST_ID, SIGNER_ID } from '../lib/visits.ts';

export interface ScreensWorld {
  /** Named in the check names: "prism" or "reference server". */
  name: string;
  base: string;
  anna: { email: string; password: string };
  /** The direct signer's link, a path like /direct-sign/<request>/<key>. */
  directLink: string;
  /** The value of each route parameter ($id, $srid, $userid, $accountname) and the invitation. */
  params: Record<string, string>;
  inviteId: string;
}

export function prismWorld(base: string): ScreensWorld {
  return {
    name: 'prism',
    base,
    anna: ANNA,
    directLink: DIRECT_LINK,
    params: {
      $id: REQUEST_ID,
      $srid: REQUEST_ID,
      $userid: SIGNER_ID,
      $accountname: 'muster-treuhand-seal',
    },
    inviteId: 'inv-0c1d2e3f',
  };
}

/** The address a route is visited at in a world. */
export function urlIn(world: ScreensWorld, path: string): string {
  if (path === '/invite/$id') return `/invite/${world.inviteId}`;
  // /sendto/$id takes the send-to id, every other $id the request's.
  if (path === '/sendto/$id' && world.params.$sendto) return `/sendto/${world.params.$sendto}`;
  return path.replace(/\$\w+/g, (param) => world.params[param] ?? 'x');
}
