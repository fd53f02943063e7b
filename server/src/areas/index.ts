// Maps every operation of the contract to its handler. A contract operation without a handler
// stops the server at startup (the glue would otherwise answer 500 at request time), unless a
// later issue is named for it in pending.ts.
import type { RouteHandlerMethod } from 'fastify';
import type { AppContext } from '../context.ts';
import type { ContractOperation } from '../contract.ts';
import { notImplemented } from '../problem.ts';
import { activityHandlers } from './activity/operations/index.ts';
import { apiUsersHandlers } from './api-users/operations/index.ts';
import { authHandlers } from './auth/operations/index.ts';
import { billingHandlers } from './billing/operations/index.ts';
import { businessHandlers } from './business/operations/index.ts';
import { directHandlers } from './direct/operations/index.ts';
import { domainsHandlers } from './domains/operations/index.ts';
import { documentsHandlers } from './documents/operations/index.ts';
import { identificationHandlers } from './identification/operations/index.ts';
import { membersHandlers } from './members/operations/index.ts';
import { pendingIssueFor } from './pending.ts';
import { sealsHandlers } from './seals/operations/index.ts';
import { signatureRequestsHandlers } from './signature-requests/operations/index.ts';
import { signingHandlers } from './signing/operations/index.ts';
import { systemHandlers } from './system/operations/index.ts';
import type { Handlers } from './handler.ts';
import { trustHandlers } from './trust/operations/index.ts';
import { userHandlers } from './user/operations/index.ts';
import { verificationHandlers } from './verification/operations/index.ts';
import { visualSignaturesHandlers } from './visual-signatures/operations/index.ts';
import { webhooksHandlers } from './webhooks/operations/index.ts';

export const implemented: Handlers = {
  ...authHandlers,
  ...userHandlers,
  ...visualSignaturesHandlers,
  ...documentsHandlers,
  ...systemHandlers,
  ...signatureRequestsHandlers,
  ...directHandlers,
  ...signingHandlers,
  ...identificationHandlers,
  ...businessHandlers,
  ...apiUsersHandlers,
  ...sealsHandlers,
  ...billingHandlers,
  ...membersHandlers,
  ...domainsHandlers,
  ...activityHandlers,
  ...webhooksHandlers,
  ...verificationHandlers,
  ...trustHandlers,
};

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
      const run = handler as (...args: [...Parameters<RouteHandlerMethod>, AppContext]) => unknown;
      resolved.set(operation.operationId, (request, reply) => run(request, reply, ctx));
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
