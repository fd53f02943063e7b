// Maps every operation of the contract to its handler. The registry is generated
// (registry.gen.ts, written by `npm run registry` from the files under areas/*/operations/), and a contract
// operation without a handler stops the server at startup (the glue would otherwise answer 500
// at request time), unless a later issue is named for it in pending.ts. The handler receives the
// caller the security handlers resolved, checked against the schemes its operation allows.
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Caller } from '../caller.ts';
import type { AppContext } from '../context.ts';
import type { ContractOperation } from '../contract.ts';
import { unauthenticated } from '../domain-errors.ts';
import { notImplemented } from '../problem.ts';
import { operationHandlers } from './registry.gen.ts';
import { pendingIssueFor } from './pending.ts';
import type { Handlers } from './handler.ts';

export const implemented: Handlers = operationHandlers;

/** The scheme that resolves each kind of caller. */
const SCHEME_OF: Record<Caller['kind'], string> = {
  user: 'bearerAuth',
  apiUser: 'apiUserAuth',
  direct: 'basicAuth',
};

type Run = (
  request: FastifyRequest,
  reply: Parameters<RouteHandlerMethod>[1],
  ctx: AppContext,
  caller?: Caller,
) => unknown;

/**
 * The route handler of one operation: a public one runs without a caller; a secured one with the
 * caller its security handler resolved, which must be one its schemes allow (the handler's type
 * promises it).
 */
function routeOf(operation: ContractOperation, run: Run, ctx: AppContext): RouteHandlerMethod {
  if (operation.schemes.length === 0) return (request, reply) => run(request, reply, ctx);
  return (request, reply) => {
    const caller = request.principal;
    if (!caller || !operation.schemes.includes(SCHEME_OF[caller.kind])) throw unauthenticated();
    return run(request, reply, ctx, caller);
  };
}

export function resolveHandlers(
  operations: ContractOperation[],
  ctx: AppContext,
  handlers: Handlers = implemented,
): Map<string, RouteHandlerMethod> {
  const resolved = new Map<string, RouteHandlerMethod>();
  const missing: string[] = [];
  for (const operation of operations) {
    const handler = handlers[operation.operationId as keyof Handlers];
    const pendingIssue = pendingIssueFor(operation.tag, operation.operationId);
    if (handler) {
      resolved.set(operation.operationId, routeOf(operation, handler as Run, ctx));
    } else if (pendingIssue) {
      resolved.set(operation.operationId, async () => {
        throw notImplemented(pendingIssue);
      });
    } else
      missing.push(
        `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`,
      );
  }
  const unknown = Object.keys(handlers).filter(
    (id) => !operations.some((operation) => operation.operationId === id),
  );
  if (missing.length || unknown.length) {
    throw new Error(
      [
        missing.length ? `operations without a handler: ${missing.join(', ')}` : '',
        unknown.length ? `handlers for no operation: ${unknown.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    );
  }
  return resolved;
}
