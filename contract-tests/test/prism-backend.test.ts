// The contract tests against a server that is not ours: the Prism mock run as a backend (not
// `--mock`) with no fixture module, on a few operations. What Prism serves from the examples
// passes; what needs state it does not keep (a 404 for an unknown id) fails; what needs the
// fixture module is skipped naming the missing function. README "Contract tests against any
// backend" lists the whole run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContractTests } from '../run.ts';
import type { ContractReport, TransactionResult } from '../summary.ts';
import { startPrism, type PrismProcess } from '../../tests/support/prism-process.ts';

const SUBSET = '^(getDateTime|getUser|listVisualSignatures|getVisualSignature) ';

describe('contract tests against the Prism mock as a backend, without a fixture module', () => {
  let prism: PrismProcess;
  let report: ContractReport;
  const find = (operationId: string, status: number): TransactionResult[] =>
    report.results.filter((r) => r.operationId === operationId && r.status === status);

  beforeAll(async () => {
    prism = await startPrism();
    const server = prism.url;
    process.env.CONTRACT_ONLY = SUBSET;
    try {
      report = await runContractTests({ server, fixtures: 'none' });
    } finally {
      delete process.env.CONTRACT_ONLY;
    }
  }, 180_000);

  afterAll(() => {
    prism?.stop();
  });

  it('passes what Prism answers from the examples', () => {
    for (const [operationId, status] of [
      ['getDateTime', 200],
      ['getUser', 200],
      ['getUser', 401],
      ['listVisualSignatures', 200],
      ['getVisualSignature', 200],
    ] as const) {
      expect(
        find(operationId, status).map((r) => r.result),
        `${operationId} ${status}`,
      ).toEqual(['pass']);
    }
  });

  it('fails what needs state Prism does not keep (an unknown id is found)', () => {
    const [unknown] = find('getVisualSignature', 404);
    expect(unknown?.result).toBe('fail');
    expect(unknown?.reason).toMatch(/status 200, expected 404/);
  });

  it('skips what needs the fixture module, naming the missing function', () => {
    expect(find('getUser', 503)[0]?.reason).toBe('the fixture module provides no endMaintenance');
    expect(find('listVisualSignatures', 403)[0]?.reason).toBe(
      'the fixture module provides no ssoOnboarding',
    );
  });
});
