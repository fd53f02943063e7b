// Operations of the contract whose implementation arrives with a later issue (or a later part of
// one). They answer 501 with a Problem naming that issue, so the server still starts with a
// handler for every operation and nobody mistakes a missing feature for a bug. A whole tag can be
// pending, or single operations of a tag whose other operations are implemented. Each feature
// removes its lines. Since the business area and billing landed, none is pending.
const byTag: Record<string, string> = {};

/** Single pending operations of tags whose other operations are implemented. */
const byOperation: Record<string, string> = {};

/**
 * The issue that implements an operation, when it is not implemented yet: by its operationId,
 * else by its tag. Without an operationId only whole pending tags answer.
 */
export function pendingIssueFor(tag: string, operationId?: string): string | undefined {
  return (operationId ? byOperation[operationId] : undefined) ?? byTag[tag];
}

/** The operationIds pending one by one (for tools that list pending work). */
export const pendingOperations: Readonly<Record<string, string>> = byOperation;
