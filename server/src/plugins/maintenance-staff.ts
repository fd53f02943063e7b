// Who passes a blocking maintenance: internal staff, "recognised by email domain" and "exempt
// through a cookie" (docs/product.md#roles-staff, docs/product.md#entities). The app sets the bypass cookie for them, but a
// cookie anyone can set proves nothing to the server: the server lets a call through when the
// person behind it is staff — the owner of the Bearer session, or the e-mail that logs in.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { prepared } from '../db/prepared.ts';
import { hashToken } from '../security/tokens.ts';

/** Staff by e-mail domain: the domain itself or a subdomain of it (as the app decides). */
export function isStaffEmail(email: string | undefined, staffDomains: readonly string[]): boolean {
  const domain = email?.split('@')[1]?.toLowerCase();
  if (!domain) return false;
  return staffDomains.some(
    (d) => domain === d.toLowerCase() || domain.endsWith(`.${d.toLowerCase()}`),
  );
}

/** The e-mail of a live session's owner. */
const ownerOf = prepared((db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.email'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now),
);

/** The e-mail behind a call's Bearer token, when it is a live session's. */
export async function bearerEmail(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<string | undefined> {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ', 2);
  if (scheme?.toLowerCase() !== 'bearer' || !token) return undefined;
  const [owner] = await ownerOf(ctx.db, hashToken(token.trim()), ctx.clock.now().toISOString());
  return owner?.email;
}
