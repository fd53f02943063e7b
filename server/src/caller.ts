// Who calls an operation, as the contract's security schemes name it: a person with a login
// session (bearerAuth), an API user of a business with the token of POST /v1/api-users/token
// (apiUserAuth), or the signer of a direct link (basicAuth). The security handlers
// (plugins/security.ts) resolve the credentials to one of these before the handler runs, and the
// handler receives the one its operation's `security` allows (areas/handler.ts). Kept apart from
// the plugins so the areas can name their caller without depending on the HTTP machinery.

/** A person logged in with a session of POST /v1/login (or single sign-on). */
export interface UserCaller {
  kind: 'user';
  userId: string;
  /** The session's token hash (logout revokes that session). */
  tokenHash: string;
}

/**
 * An API user of a business. It acts through its own users row (userId is its username), so
 * what it creates has it as sender like any account.
 */
export interface ApiUserCaller {
  kind: 'apiUser';
  userId: string;
  businessId: string;
  tokenHash: string;
}

/** The signer of a direct link (Basic credentials: the request id and the link's key). */
export interface DirectSignerCaller {
  kind: 'direct';
  requestId: string;
  /** The signer's public signature id (Signature.id). */
  signerId: string;
  email: string;
}

export type Caller = UserCaller | ApiUserCaller | DirectSignerCaller;

/** The caller each security scheme of the contract stands for. */
export interface CallerOfScheme {
  bearerAuth: UserCaller;
  apiUserAuth: ApiUserCaller;
  basicAuth: DirectSignerCaller;
}

/** Resolves the Basic credentials of a direct link to its signer. */
export interface DirectSignerResolver {
  resolve(requestId: string, signerId: string): Promise<DirectSignerCaller | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller the security handlers resolved; null on public operations. */
    principal: Caller | null;
  }
}
