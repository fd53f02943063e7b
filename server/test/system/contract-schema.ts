// Validates an answer against the contract's schema for an operation's status, as the contract
// tests do (Ajv 2020 over the whole bundled contract so $refs resolve).
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { contractOperations, loadContract } from '../../src/contract.ts';
import { pendingIssueFor } from '../../src/areas/pending.ts';
import type { Handlers } from '../../src/areas/handler.ts';

const contract = loadContract();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract as object, 'contract');

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function at(pointer: string): unknown {
  return pointer
    .slice(2)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], contract);
}

export function contractErrors(
  method: string,
  path: string,
  status: number,
  body: unknown,
  mediaType = 'application/json',
): string[] {
  let pointer = `#/paths/${escape(path)}/${method}/responses/${status}`;
  const response = at(pointer) as { $ref?: string } | undefined;
  if (!response) return [`no response ${status} for ${method} ${path}`];
  if (response.$ref) pointer = response.$ref;
  const validate = ajv.getSchema(`contract${pointer}/content/${escape(mediaType)}/schema`);
  if (!validate) return [`no ${mediaType} schema for ${status}`];
  return validate(body)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
}

/**
 * The implemented handlers, plus a stub for every other operation that is not pending, so the
 * server starts while other parts are still being written.
 */
export async function handlersForTest(): Promise<Handlers> {
  const { implemented } = await import('../../src/areas/index.ts');
  const stubs: Record<string, unknown> = {};
  for (const op of contractOperations(contract)) {
    if (!pendingIssueFor(op.tag)) stubs[op.operationId] = async () => ({ success: true });
  }
  return { ...(stubs as Handlers), ...implemented };
}
