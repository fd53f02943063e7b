// The contract's security schemes. bearerAuth: a person's session token from POST /v1/login.
// apiUserAuth: an API user's session token from POST /v1/api-users/token (the same Bearer header;
// which of the two a token is, the session's users row tells). basicAuth: a direct-link signer,
// whose user name is the signature request id and password the signer id from the link; requests
// register the resolver (see DirectSignerResolver in caller.ts).
//
// An operation open to API users lists both bearer schemes; the glue tries them in order, so a
// person's token passes bearerAuth and an API user's token fails it with 403
// `api_user_not_allowed` and passes apiUserAuth. An operation that lists bearerAuth alone keeps
// that 403 for API users.
import type { FastifyRequest } from 'fastify';
import type { ApiUserCaller, UserCaller } from '../caller.ts';
import type { AppContext } from '../context.ts';
import { hashToken } from '../security/tokens.ts';
import { prepared } from '../db/prepared.ts';
import { forbidden } from '../domain-errors.ts';
import { unauthorized } from '../problem.ts';

/**
 * What a session started by a single-sign-on login may call while its account has not yet
 * confirmed the link with the mailed secret: who am I and my business (the app's guard reads them
 * before it shows /signup/sso) and logout. Answering, resending and cancelling the onboarding need
 * no session (the onboarding id is their key). Everything else would act for an account whose
 * mailbox has not been proven by this person.
 */
export const ONBOARDING_SESSION_OPERATIONS: ReadonlySet<string> = new Set([
  'getUser',
  'getUserBusiness',
  'logout',
]);

const operationOf = (request: FastifyRequest) =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

function credentials(request: FastifyRequest, scheme: 'Bearer' | 'Basic'): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [given, value] = header.split(' ', 2);
  return given?.toLowerCase() === scheme.toLowerCase() && value ? value.trim() : undefined;
}

/** The session of a token hash, with the API user it belongs to, if any (compiled once). */
const sessionOf = prepared((db, tokenHash: string) =>
  db
    .selectFrom('sessions as s')
    .leftJoin('sso_onboardings as o', 'o.id', 's.sso_onboarding_id')
    .leftJoin('api_users as a', 'a.username', 's.user_id')
    .select([
      's.user_id',
      's.expires_at',
      's.revoked_at',
      's.sso_onboarding_id',
      'o.status',
      'a.business_id as api_business_id',
    ])
    .where('s.token_hash', '=', tokenHash),
);

type Session = Awaited<ReturnType<typeof sessionOf>>[number];

/** The live session of the request's Bearer token (401 without one). */
async function liveSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ session: Session; tokenHash: string }> {
  const token = credentials(request, 'Bearer');
  if (!token) throw unauthorized('A Bearer token is required.');
  const tokenHash = hashToken(token);
  const [session] = await sessionOf(ctx.db, tokenHash);
  if (!session || session.revoked_at || session.expires_at <= new Date().toISOString()) {
    throw unauthorized();
  }
  return { session, tokenHash };
}

/** The session lookup once per request, though two bearer schemes may ask for it. */
const sessions = new WeakMap<FastifyRequest, ReturnType<typeof liveSession>>();
function sessionOfRequest(ctx: AppContext, request: FastifyRequest) {
  let found = sessions.get(request);
  if (!found) {
    found = liveSession(ctx, request);
    sessions.set(request, found);
  }
  return found;
}

function personOf(request: FastifyRequest, session: Session, tokenHash: string): UserCaller {
  if (session.api_business_id !== null) {
    throw forbidden('This operation is not open to API users.', 'api_user_not_allowed');
  }
  if (session.sso_onboarding_id !== null) {
    // A cancelled (or vanished) onboarding leaves its session nothing; a completed one all.
    if (session.status !== 'pending' && session.status !== 'completed') throw unauthorized();
    if (
      session.status === 'pending' &&
      !ONBOARDING_SESSION_OPERATIONS.has(operationOf(request) ?? '')
    ) {
      throw forbidden(
        'Confirm the single sign-on with the secret mailed to you first.',
        'sso_onboarding_pending',
      );
    }
  }
  return { kind: 'user', userId: session.user_id, tokenHash };
}

export function securityHandlers(ctx: AppContext) {
  return {
    async bearerAuth(request: FastifyRequest) {
      const { session, tokenHash } = await sessionOfRequest(ctx, request);
      request.principal = personOf(request, session, tokenHash);
    },
    async apiUserAuth(request: FastifyRequest) {
      const { session, tokenHash } = await sessionOfRequest(ctx, request);
      // A person's session reaches here only when bearerAuth refused it (an unconfirmed single
      // sign-on). This refusal is a 403 too, so the answer is bearerAuth's, which names the reason
      // (the error handler answers the first domain error of the schemes tried).
      if (session.api_business_id === null) throw forbidden();
      const caller: ApiUserCaller = {
        kind: 'apiUser',
        userId: session.user_id,
        businessId: session.api_business_id,
        tokenHash,
      };
      request.principal = caller;
    },
    async basicAuth(request: FastifyRequest) {
      const encoded = credentials(request, 'Basic');
      if (!encoded) throw unauthorized('Basic credentials of the direct link are required.');
      const decoded = Buffer.from(encoded, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 1) throw unauthorized('Malformed Basic credentials.');
      const signer = await ctx.directSigners.resolve(
        decoded.slice(0, colon),
        decoded.slice(colon + 1),
      );
      if (!signer) throw unauthorized('The direct link is not valid.');
      request.principal = signer;
    },
  };
}
