// The run loop of the schema fuzzer: plans the requests (plan.ts), builds each one (requests.ts),
// sends it in-process with app.inject (now and then several copies at once: a double submit),
// keeps the fixtures usable (restores sessions, harvests new ids, replaces a deleted throwaway
// account), writes the FUZZ_TRACE line, and has every answer judged (oracle.ts) and filed with a
// reproduction and its server log (report.ts). What counts as a failure is decided there.
import { appendFileSync, writeFileSync } from 'node:fs';
import { loadContract } from '../../../src/contract.ts';
import type { TestServer } from '../../support/test-server.ts';
import { fuzzOperations } from './operations.ts';
import { Oracle } from './oracle.ts';
import { ENDS_ACCOUNT, planSlots } from './plan.ts';
import { Prng } from './prng.ts';
import { describeRequest, Findings, type RunSummary } from './report.ts';
import { RequestFuzzer } from './requests.ts';
import { SchemaFuzzer } from './schema.ts';
import type { Fixtures } from './world.ts';

/** How often a request is sent several times at once, and how many times. */
const BURST_RATE = 0.03;
const BURST = 3;

/** A line of the server's JSON log, as the test server's log stream receives it. */
export interface LogLine {
  level: number;
  reqId?: string;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
}

export interface RunOptions {
  seed: number;
  /** About how many requests to plan. */
  total: number;
  /** Sending stops once this much time has passed. */
  budgetMs: number;
  /** A file for one JSON line per request, if any. */
  trace?: string;
}

export interface RunResult extends RunSummary {
  /** How many requests were planned. */
  planned: number;
}

/** Fuzzes every operation of the contract against `server`, whose log lines land in `log`. */
export async function runFuzz(
  server: TestServer,
  fixtures: Fixtures,
  log: LogLine[],
  { seed, total, budgetMs, trace }: RunOptions,
): Promise<RunResult> {
  const doc = loadContract();
  const rng = new Prng(seed);
  const schemas = new SchemaFuzzer(doc, rng, {
    uuids: () => fixtures.uuids,
    emails: () => fixtures.emails,
    byName: (name) => fixtures.byName[name],
  });
  const operations = fuzzOperations(doc, schemas);
  const requests = new RequestFuzzer(rng, schemas, fixtures.world);
  const oracle = new Oracle(doc);
  const slots = planSlots(operations, total, rng);

  if (trace) writeFileSync(trace, '');
  const started = Date.now();
  const byStatus = new Map<number, number>();
  const covered = new Set<string>();
  const findings = new Findings();
  let victim = await fixtures.victim();
  let sent = 0;
  let stoppedEarly = false;

  for (const [index, operation] of slots.entries()) {
    if (Date.now() - started > budgetMs) {
      stoppedEarly = true;
      break;
    }
    const ownTokens = ENDS_ACCOUNT.has(operation.operationId)
      ? { ...fixtures.world.tokens, owner: victim, signer: victim }
      : undefined;
    const request = requests.build(operation, ownTokens);
    // Now and then the same request several times at once: a double submit.
    const copies = rng.chance(BURST_RATE) ? BURST : 1;
    if (copies > 1) request.notes.push(`sent ${copies}× at once`);
    const logFrom = log.length;
    const sentAt = Date.now();
    const responses = await Promise.all(
      Array.from({ length: copies }, () =>
        server.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          payload: request.payload,
          remoteAddress: request.remoteAddress,
        }),
      ),
    );
    sent += copies;
    covered.add(operation.operationId);
    const ok = responses.find((r) => r.statusCode < 300);
    if (operation.destructive && ok) await fixtures.restoreSessions();
    if (ok && request.method !== 'HEAD' && /json/.test(String(ok.headers['content-type'])))
      fixtures.harvest(operation.path, ok.json());
    if (ownTokens && ok) victim = await fixtures.victim();

    for (const response of responses) {
      byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
      if (trace)
        appendFileSync(
          trace,
          `${JSON.stringify({
            index,
            op: operation.operationId,
            ms: Date.now() - sentAt,
            status: response.statusCode,
            url: request.url.slice(0, 200),
            payload:
              typeof request.payload === 'string' ? request.payload.slice(0, 400) : undefined,
            notes: request.notes,
            body: response.body.slice(0, 300),
          })}\n`,
        );
      const verdict = oracle.judge(operation, response, request.method === 'HEAD');
      const reqId = String(response.headers['x-request-id'] ?? '');
      const serverLog = () =>
        log
          .slice(logFrom)
          .filter((line) => !line.reqId || line.reqId === reqId)
          .map((line) => line.err?.stack ?? `${line.msg} ${JSON.stringify(line.err ?? '')}`)
          .join('\n');
      const reproduction = () =>
        [
          `FUZZ_SEED=${seed} request #${index} ${operation.operationId}`,
          `    ${describeRequest(request)}`,
          `  → ${response.statusCode} ${response.headers['content-type']} ${response.body.slice(0, 500)}`,
          `  server log: ${serverLog().split('\n').slice(0, 12).join('\n    ') || '(nothing)'}`,
        ].join('\n');
      findings.record(operation, response.statusCode, verdict, serverLog, reproduction);
    }
  }

  return {
    seed,
    database: server.testDb.kind,
    budgetMs,
    sent,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    stoppedEarly,
    covered,
    operations: operations.length,
    planned: slots.length,
    byStatus,
    findings,
  };
}
