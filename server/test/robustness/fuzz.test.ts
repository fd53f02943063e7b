// Schema fuzzing of every operation of the contract: thousands of requests made from the
// contract's JSON Schemas (valid-looking and broken on purpose: bodies, path and query
// parameters, content types, Accept, credentials, now and then the same request three times at
// once) against a server on the test database (SQLite, or PostgreSQL with TEST_DATABASE_URL),
// in-process (app.inject, no sockets), aimed at real fixtures (fuzz/world.ts). Every answer must
// be below 500 (501 only for pending operations), every error a Problem that validates against
// the operation's declared answer. Statuses an operation does not declare (414 and 431 are
// allowed everywhere) and success bodies that do not match their schema are printed as findings.
//
// The run is reproducible: FUZZ_SEED=<seed> (printed in the summary and in every failure) gives
// the same requests. FUZZ_REQUESTS changes the number of requests (default 6 000),
// FUZZ_TRACE=<file> writes one JSON line per request, FUZZ_BUDGET_MS caps the run's time.
//
// The parts live in fuzz/: values from the schemas (schema.ts) and their mutations
// (mutations.ts), requests (requests.ts with auth.ts, bodies.ts, multipart.ts, wire.ts), the
// fixtures (world.ts), the plan and the run loop (plan.ts, run.ts), the oracle (oracle.ts), the
// tolerated faults (known-5xx.ts) and the findings and summary (report.ts).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { Oracle } from './fuzz/oracle.ts';
import { hostileBodies, sendOverSocket, targetOf } from './fuzz/hostile-bodies.ts';
import { fuzzOperations } from './fuzz/operations.ts';
import { Prng } from './fuzz/prng.ts';
import { rawExchange } from './fuzz/raw-http.ts';
import { SchemaFuzzer } from './fuzz/schema.ts';
import { formatSummary } from './fuzz/report.ts';
import { runFuzz, type LogLine } from './fuzz/run.ts';
import { buildWorld, type Fixtures } from './fuzz/world.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 6_000);
/** FUZZ_TRACE=<file>: one JSON line per request (operation, request, status) for digging. */
const TRACE = process.env.FUZZ_TRACE;
/** A run stops sending once this much time has passed (the summary says so). */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 240_000);
/** BODY_LIMIT_BYTES of the fuzzed server: 256 KB, above every sample file. */
const FUZZ_BODY_LIMIT = 256 * 1024;

let server: TestServer;
let fixtures: Fixtures;
const log: LogLine[] = [];

beforeAll(async () => {
  server = await createTestServer({
    // A small body limit, so that the bodies over it stay small (hostile-bodies.ts).
    config: { logLevel: 'error', bodyLimitBytes: FUZZ_BODY_LIMIT },
    logStream: {
      write(line: string) {
        try {
          log.push(JSON.parse(line) as LogLine);
        } catch {
          log.push({ level: 60, msg: line });
        }
      },
    },
  });
  fixtures = await buildWorld(server);
});
afterAll(() => server?.close());

describe('schema fuzzing of every operation', () => {
  it(
    `answers ≥ 5 000 fuzzed requests without a 5xx, every error a declared Problem`,
    async () => {
      const run = await runFuzz(server, fixtures, log, {
        seed: SEED,
        total: TOTAL,
        budgetMs: BUDGET_MS,
        trace: TRACE,
      });
      console.log(formatSummary(run));

      expect(run.covered.size, 'every operation of the contract is fuzzed').toBe(run.operations);
      expect(run.sent, `at least 5 000 requests (seed ${SEED})`).toBeGreaterThanOrEqual(
        Math.min(5_000, run.planned),
      );
      expect(
        [...run.findings.failures.values()].map((f) => `${f.key} (×${f.count})\n${f.example}`),
        `seed ${SEED}`,
      ).toEqual([]);
    },
    BUDGET_MS + 60_000,
  );
});

describe('hostile bodies to every operation that accepts a body (loopback)', () => {
  it('answers a truncated or boundary-less multipart body and a JSON or multipart body over the limit with a declared 4xx Problem', async () => {
    if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    await fixtures.restoreSessions();
    const doc = loadContract();
    const operations = fuzzOperations(
      doc,
      new SchemaFuzzer(doc, new Prng(SEED), {
        uuids: () => fixtures.uuids,
        emails: () => fixtures.emails,
        byName: (name) => fixtures.byName[name],
      }),
    ).filter((operation) => Object.keys(operation.bodies).length > 0);
    const oracle = new Oracle(doc);
    const bodies = hostileBodies(FUZZ_BODY_LIMIT, fixtures.world.files.pdf);
    const failures: string[] = [];
    const statuses = new Map<string, Set<number>>();
    for (const operation of operations) {
      const { url, headers } = targetOf(operation, fixtures.world);
      for (const body of bodies) {
        const response = await sendOverSocket(
          port,
          operation.method,
          url,
          { ...headers, ...body.headers },
          body.payload,
        );
        const verdict = oracle.judge(operation, response);
        const status = response.statusCode;
        (statuses.get(body.name) ?? statuses.set(body.name, new Set()).get(body.name)!).add(status);
        if (status < 400 || status >= 500 || verdict.undeclared || verdict.failures.length > 0) {
          failures.push(
            `${operation.operationId} ← ${body.name}: ${status} ${verdict.failures.join('; ')}` +
              `${verdict.undeclared ? ' (undeclared)' : ''} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(operations.length).toBeGreaterThanOrEqual(80);
    expect(failures).toEqual([]);
    // A body over the limit is refused as such before it is read, wherever the credentials pass
    // (the fuzz run before may have ended a direct link: 401 comes first, as it should).
    for (const oversized of ['oversized JSON', 'oversized multipart']) {
      const seen = [...statuses.get(oversized)!];
      expect(seen, oversized).toContain(413);
      expect(
        seen.filter((status) => ![413, 401, 403].includes(status)),
        oversized,
      ).toEqual([]);
    }
    // A broken multipart body: 400 where an operation takes multipart, 415 elsewhere.
    expect(statuses.get('truncated multipart')).toContain(400);
    expect(statuses.get('truncated multipart')).toContain(415);
  }, 120_000);
});

describe('answers before a route: the HTTP parser and the router (loopback)', () => {
  const cases: [string, string, number][] = [
    [
      'headers over the 16 KB limit → 431',
      `GET /v1/datetime HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a request line that is not HTTP → 400', 'NOT HTTP AT ALL\r\n\r\n', 400],
    [
      'a path parameter over the router limit of 512 characters → 400',
      `GET /v3/documents/${'b'.repeat(600)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      400,
    ],
    [
      'a broken %-escape in the path → 400',
      'GET /v3/documents/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      400,
    ],
    [
      'characters a URI cannot hold raw in the path → 401 whose instance is a URI reference',
      'GET /v3/documents/{"a"}|^`\\ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      401,
    ],
  ];
  for (const [title, request, status] of cases) {
    it(title, async () => {
      if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as AddressInfo;
      const answer = await rawExchange(port, request);
      expect(answer.status, answer.body).toBe(status);
      expect(answer.type).toMatch(/^application\/problem\+json/);
      const body = JSON.parse(answer.body) as { status: number };
      expect(new Oracle(loadContract()).problemErrors(body)).toEqual([]);
      expect(body.status).toBe(status);
    });
  }
});

describe('what fuzzing found, pinned (generic request handling)', () => {
  const owner = () => ({ authorization: `Bearer ${fixtures.world.tokens.owner}` });
  const oracle = () => new Oracle(loadContract());
  const expectProblem = (
    response: Awaited<ReturnType<TestServer['app']['inject']>>,
    status: number,
    pointer?: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(oracle().problemErrors(response.json())).toEqual([]);
    if (pointer)
      expect(response.json().errors).toContainEqual(expect.objectContaining({ pointer }));
  };

  it('U+0000 in a path, query or body value → 400 with its pointer (PostgreSQL answered 500)', async () => {
    const requestId = fixtures.world.pathValues.requestId[1];
    expectProblem(
      await server.app.inject({
        method: 'GET',
        url: `/v3/signature-requests/${requestId}/attachments/nul%00byte`,
        headers: owner(),
      }),
      400,
      '/path/attachmentId',
    );
    expectProblem(
      await server.app.inject({
        method: 'GET',
        url: '/v3/signature-requests?search=a%00b',
        headers: owner(),
      }),
      400,
      '/query/search',
    );
    expectProblem(
      await server.app.inject({
        method: 'POST',
        url: '/v3/signature-requests',
        headers: owner(),
        payload: { title: 'Mandate\u0000agreement' },
      }),
      400,
      '/body/title',
    );
    // An undeclared query parameter reaches no handler: ignored as before.
    const ignored = await server.app.inject({
      method: 'GET',
      url: '/v1/user?%00=%00',
      headers: owner(),
    });
    expect(ignored.statusCode).toBe(200);
  });

  it('an integer beyond ±2^53−1 → 400 (page=1e308 answered 500: "datatype mismatch")', async () => {
    expectProblem(
      await server.app.inject({
        method: 'GET',
        url: '/v3/signature-requests?page=1e%2B308',
        headers: owner(),
      }),
      400,
      '/query/page',
    );
    const largest = await server.app.inject({
      method: 'GET',
      url: `/v3/signature-requests?page=${Number.MAX_SAFE_INTEGER}&size=100`,
      headers: owner(),
    });
    expect(largest.statusCode, largest.body).toBe(200);
    expect(largest.json().items).toEqual([]);
  });

  it('the router’s refusals are Problems: a path parameter over 512 characters (400 /path), a broken %-escape (400)', async () => {
    const long = await server.app.inject({
      method: 'GET',
      url: `/v3/documents/${'b'.repeat(513)}`,
      headers: owner(),
    });
    expectProblem(long, 400);
    expect(long.json().errors).toEqual([
      expect.objectContaining({ pointer: '/path', code: 'maxLength' }),
    ]);
    const broken = await server.app.inject({
      method: 'GET',
      url: '/v3/documents/%E0%A4%A',
      headers: owner(),
    });
    expectProblem(broken, 400);
    expect(broken.json().instance).toBe('/v3/documents/%E0%A4%25A');
  });
});
