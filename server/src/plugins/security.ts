// The contract's security schemes. bearerAuth: a session token from POST /v1/login.
// basicAuth: a direct-link signer, whose user name is the signature request id and password the
// signer id from the link; requests register the resolver (see DirectSignerResolver).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { DirectSigner, DirectSignerResolver } from '../security/direct-signer.ts';
import { hashToken } from '../security/tokens.ts';
import { prepared } from '../db/prepared.ts';
import { forbidden } from '../domain-errors.ts';
import { unauthorized } from '../problem.ts';

export interface AuthenticatedUser {
  kind: 'user';
  userId: string;
  tokenHash: string;
}

export type { DirectSigner, DirectSignerResolver };

export type Principal = AuthenticatedUser | DirectSigner;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The authenticated user of a bearer-secured operation. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (request.principal?.kind !== 'user') throw unauthorized();
  return request.principal;
}

/** The direct-link signer of a basic-secured operation. */
export function currentDirectSigner(request: FastifyRequest): DirectSigner {
  if (request.principal?.kind !== 'direct') throw unauthorized();
  return request.principal;
}

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

/** The session of a token hash (compiled once: every bearer request runs it). */
const sessionOf = prepared((db, tokenHash: string) =>
  db
    .selectFrom('sessions as s')
    .leftJoin('sso_onboardings as o', 'o.id', 's.sso_onboarding_id')
    .select(['s.user_id', 's.expires_at', 's.revoked_at', 's.sso_onboarding_id', 'o.status'])
    .where('s.token_hash', '=', tokenHash),
);

export function securityHandlers(ctx: AppContext) {
  return {
    async bearerAuth(request: FastifyRequest) {
      const token = credentials(request, 'Bearer');
      if (!token) throw unauthorized('A Bearer token is required.');
      const tokenHash = hashToken(token);
      const [session] = await sessionOf(ctx.db, tokenHash);
      if (!session || session.revoked_at || session.expires_at <= new Date().toISOString()) {
        throw unauthorized();
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
      request.principal = { kind: 'user', userId: session.user_id, tokenHash };
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
