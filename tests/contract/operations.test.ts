// Every operation of openapi/operations.txt (the specifications' list of operations, copied into
// the repository so that a clone tests alone) is in the contract, and nothing is missing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract, operationsOf, root } from '../support/contract.ts';

/** `/v1/businesses/{id}/seals/{name}` → `/v1/businesses/{}/seals/{}`: parameter names may differ. */
const shape = (p: string) => p.replace(/\{[^}]+\}/g, '{}');

function listedOperations(): string[] {
  const text = readFileSync(path.join(root, 'openapi', 'operations.txt'), 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [method, p] = line.split(/\s+/);
      return `${method.toUpperCase()} ${shape(p)}`;
    });
}

describe('operations.txt coverage', () => {
  const doc = loadContract();
  const inContract = new Set(
    operationsOf(doc).map((op) => `${op.method.toUpperCase()} ${shape(op.path)}`),
  );
  const listed = listedOperations();

  it('reads the operations list (it is not empty)', () => {
    expect(listed.length).toBeGreaterThan(150);
  });

  it('holds every listed operation', () => {
    const missing = listed.filter((op) => !inContract.has(op));
    expect(missing).toEqual([]);
  });

  it('gives every operation an operationId, exactly one tag and a summary', () => {
    const ids = new Set<string>();
    for (const { method, path: p, operation } of operationsOf(doc)) {
      const where = `${method.toUpperCase()} ${p}`;
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(operation.operationId as string), `duplicate id at ${where}`).toBe(false);
      ids.add(operation.operationId as string);
      expect(operation.tags, where).toHaveLength(1);
      expect(operation.summary, where).toBeTruthy();
    }
  });
});
