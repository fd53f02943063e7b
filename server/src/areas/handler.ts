// Handler types derived from the contract (generated/openapi.d.ts): a handler of operation K gets
// K's body, path and query types, the server's AppContext and the caller K's `security` allows
// (generated/server/operation-schemes.ts), and must answer with one of K's 2xx JSON bodies
// (binary answers are sent through `reply`).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallerOfScheme } from '../caller.ts';
import type { AppContext } from '../context.ts';
import type { components, operations } from '../../../generated/openapi.d.ts';
import type { OperationSchemes } from '../../../generated/server/operation-schemes.ts';

export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Part<K extends OperationId, P extends string> = operations[K]['parameters'] extends {
  [key in P]?: infer X;
}
  ? NonNullable<X>
  : never;

export type RequestBody<K extends OperationId> = operations[K] extends { requestBody?: infer R }
  ? JsonContent<NonNullable<R>>
  : never;
export type PathParams<K extends OperationId> = Part<K, 'path'>;
export type QueryParams<K extends OperationId> = Part<K, 'query'>;
type Responses<K extends OperationId> = operations[K]['responses'];
export type SuccessBody<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends 200 | 201 | 202 ? JsonContent<Responses<K>[S]> : never;
}[keyof Responses<K>];

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: RequestBody<K>;
  Params: PathParams<K>;
  Querystring: QueryParams<K>;
}>;

/**
 * Who may call K: a UserCaller for bearerAuth, a DirectSignerCaller for basicAuth, a UserCaller
 * or an ApiUserCaller where the contract opens K to API users; never for a public operation.
 */
export type CallerOf<K extends OperationId> = CallerOfScheme[OperationSchemes[K]];

type Answer<K extends OperationId> = Promise<SuccessBody<K> | FastifyReply>;

/** A public operation's handler has no caller; every other one gets its caller last. */
export type Handler<K extends OperationId> = [CallerOf<K>] extends [never]
  ? (request: OperationRequest<K>, reply: FastifyReply, ctx: AppContext) => Answer<K>
  : (
      request: OperationRequest<K>,
      reply: FastifyReply,
      ctx: AppContext,
      caller: CallerOf<K>,
    ) => Answer<K>;

export type Handlers = { [K in OperationId]?: Handler<K> };
