// Handler types derived from the contract (generated/openapi.d.ts): a handler of operation K gets
// K's body, path and query types and the server's AppContext, and must answer with one of K's
// 2xx JSON bodies (binary answers are sent through `reply`).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { components, operations } from '../../../generated/openapi.d.ts';

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

export type Handler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
  ctx: AppContext,
) => Promise<SuccessBody<K> | FastifyReply>;

export type Handlers = { [K in OperationId]?: Handler<K> };
