// The pieces of the verdict without a server: a violation names the contract's own schema pointer
// through every $ref, dredd's closing line is read with its colours, and a difference between
// dredd's counts and ours fails the run.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../server/src/contract.ts';
import { failureLines } from '../summary.ts';
import {
  buildVerdict,
  parseDreddVerdict,
  type TransactionResult,
  type Violation,
} from '../verdict.ts';

const require = createRequire(import.meta.url);
const { createValidator } = require('../lib/validate.cjs') as {
  createValidator(
    contract: unknown,
  ): (op: unknown, status: number, contentType: string, body: string) => Violation[];
};
// The hooks' own view of an operation (with its raw responses), not the server's.
const { contractOperations } = require('../lib/contract.cjs') as {
  contractOperations(contract: unknown): { operationId: string }[];
};

const contract = loadContract() as ReturnType<typeof loadContract> & {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};
const validate = createValidator(contract);
const getUser = contractOperations(contract).find((op) => op.operationId === 'getUser')!;
type Example = Record<string, unknown>;
const userMedia = (
  contract.paths['/v1/user'].get.responses['200'] as {
    content: {
      'application/json': { example?: Example; examples?: Record<string, { value: Example }> };
    };
  }
).content['application/json'];
/** The answer's example: the `world` one since the mock's scenarios named them (EXAMPLES.md). */
const userExample = userMedia.example ?? Object.values(userMedia.examples ?? {})[0]!.value;
const answer = (body: unknown, status = 200, media = 'application/json; charset=utf-8') =>
  validate(getUser, status, media, JSON.stringify(body));

describe('a violation of the contract', () => {
  it('is none for the example of the contract', () => {
    expect(answer(userExample)).toEqual([]);
  });

  it("names the component's keyword behind the operation's $ref", () => {
    expect(answer({ ...userExample, emailVerified: 'true' })).toEqual([
      {
        instancePath: '/emailVerified',
        message: 'must be boolean',
        schemaPath: '#/components/schemas/User/properties/emailVerified/type',
      },
    ]);
  });

  it('follows a $ref inside a component to the next component', () => {
    const signatures = { ...(userExample.signatures as object), displayQr: 3 };
    expect(answer({ ...userExample, signatures })).toEqual([
      {
        instancePath: '/signatures/displayQr',
        message: 'must be boolean',
        schemaPath: '#/components/schemas/UserSignatureDefaults/properties/displayQr/type',
      },
    ]);
  });

  it('points a missing property at the schema that requires it', () => {
    const withoutId = Object.fromEntries(Object.entries(userExample).filter(([k]) => k !== 'id'));
    expect(answer(withoutId)).toEqual([
      {
        instancePath: '',
        message: "must have required property 'id'",
        schemaPath: '#/components/schemas/User/required',
      },
    ]);
  });

  it("points a wrong status or media type at the operation's responses", () => {
    expect(answer(userExample, 418)[0]).toMatchObject({
      schemaPath: '#/paths/~1v1~1user/get/responses',
    });
    expect(answer(userExample, 200, 'text/html')[0]).toMatchObject({
      message: expect.stringContaining('"text/html" is not listed for 200'),
      schemaPath: '#/paths/~1v1~1user/get/responses/200/content',
    });
  });

  it('is one failure line per violation, naming operation, method, path and status', () => {
    const violations = answer({ ...userExample, emailVerified: 'true', hasSso: 'no' });
    const result: TransactionResult = {
      name: 'User > Get the user > 200',
      operationId: 'getUser',
      method: 'GET',
      path: '/v1/user',
      status: 200,
      result: 'fail',
      violations,
    };
    expect(failureLines({ results: [result] })).toEqual([
      'getUser GET /v1/user → 200: /emailVerified must be boolean (#/components/schemas/User/properties/emailVerified/type)',
      'getUser GET /v1/user → 200: /hasSso must be boolean (#/components/schemas/User/properties/hasSso/type)',
    ]);
  });
});

describe("dredd's verdict beside ours", () => {
  const result = (operationId: string, status: number, outcome: TransactionResult['result']) =>
    ({
      name: `${operationId} ${status}`,
      operationId,
      method: 'GET',
      path: `/${operationId}`,
      status,
      result: outcome,
    }) satisfies TransactionResult;
  const results = [
    result('getUser', 200, 'pass'),
    result('getUser', 401, 'pass'),
    result('getFile', 200, 'skip'),
    result('getFile', 404, 'pass'),
  ];
  const hooks = { server: 'http://backend', mock: false, results };
  // winston colours the line as dredd's CLI reporter prints it.
  const closing = (passing: number, failing: number, skipped: number) =>
    `pass: GET (200) /x\n\u001b[32mcomplete\u001b[39m: ${passing} passing, ${failing} failing, 0 errors, ${skipped} skipped, ${passing + failing + skipped} total\n\u001b[32mcomplete\u001b[39m: Tests took 5ms\n`;

  it("reads dredd's closing line, and none when dredd stopped before it", () => {
    expect(parseDreddVerdict(closing(3, 0, 1))).toMatchObject({
      passing: 3,
      failing: 0,
      errors: 0,
      skipped: 1,
      total: 4,
      line: 'complete: 3 passing, 0 failing, 0 errors, 1 skipped, 4 total',
    });
    expect(parseDreddVerdict('error: API description processing error')).toBeNull();
  });

  it('passes when the counts agree and dredd exited 0, with the skipped share', () => {
    const report = buildVerdict(hooks, closing(3, 0, 1), 0);
    expect(report).toMatchObject({ passed: true, disagreements: [], skippedPercent: 25 });
    expect(report.skippedShare).toBe(0.25);
    expect(report.untestedSuccess).toEqual(['getFile']);
  });

  it("fails when dredd's counts differ from ours, or dredd printed no verdict", () => {
    const report = buildVerdict(hooks, closing(2, 1, 1), 1);
    expect(report.passed).toBe(false);
    expect(report.disagreements).toEqual([
      'passed: ours 3, dredd 2 (passing)',
      'failed: ours 0, dredd 1 (failing + errors)',
    ]);
    expect(buildVerdict(hooks, '', 1).disagreements).toEqual([
      'dredd printed no closing verdict (exit code 1)',
    ]);
  });

  it('fails when dredd exits non-zero after a clean verdict', () => {
    const report = buildVerdict(hooks, closing(3, 0, 1), 1);
    expect(report.passed).toBe(false);
    expect(report.disagreements[0]).toMatch(/dredd exited with 1/);
  });
});
