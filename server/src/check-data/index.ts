// check:data (`npm run check:data [-- --repair] [--grace=<seconds>]`, cli/check-data.ts): checks
// the database against the storage — every document's files present and its versions complete,
// every request's event chain intact and its trail in agreement with its signers, no orphan
// files, no signing reservation or lock left behind by a dead process, every stored secret
// sealed and opening with the deployment's key (secrets.ts) — and answers a report
// (ok: false on any problem). With `repair` it first runs the signing recovery (stale
// reservations given back, locks of dead processes released) and deletes the orphans, then
// checks. Shared infrastructure: it uses the areas only through their index.ts.
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { findAbandoned, recoverSigning } from '../areas/signing/index.ts';
import type { Storage } from '../storage/storage.ts';
import { checkDocuments } from './documents.ts';
import { findOrphans } from './files.ts';
import { checkRequests } from './requests.ts';
import { checkSecrets } from './secrets.ts';
import type { SecretBox } from '../security/secret-box.ts';
import type { CheckReport, Problem } from './report.ts';

export { formatReport } from './report.ts';
export type { CheckReport, Problem, ProblemKind } from './report.ts';

export interface CheckDeps {
  db: Db;
  storage: Storage;
  /** The storage's folder (DATA_DIR/files): listed for orphans. */
  filesDir: string;
  clock: Clock;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Named in the report ("SQLite in …", "PostgreSQL"). */
  database: string;
  /**
   * The deployment's secret box, the stored secrets must open with it; 'missing' when the
   * deployment has no key; left out, secrets are judged by their shape only (secrets.ts).
   */
  secretBox?: SecretBox | 'missing';
}

export interface CheckOptions {
  repair?: boolean;
  /** Files younger than this are not judged (a file is written before the row naming it). */
  graceSeconds?: number;
}

/** Default grace of the CLI: long enough for any write in progress to reach its row. */
export const DEFAULT_GRACE_SECONDS = 60;

async function repair(deps: CheckDeps, graceSeconds: number): Promise<string[]> {
  const done: string[] = [];
  const recovered = await recoverSigning(deps);
  if (recovered.givenBack) {
    done.push(
      `${recovered.givenBack} stale signing reservation(s) given back (free signatures returned, locks released)`,
    );
  }
  if (recovered.finished) done.push(`${recovered.finished} committed reservation(s) finished`);
  if (recovered.locksReleased) {
    done.push(`${recovered.locksReleased} lock(s) of dead processes released`);
  }
  if (recovered.filesDeleted) done.push(`${recovered.filesDeleted} file(s) of those deleted`);
  const { orphans } = await findOrphans(deps.db, deps.filesDir, {
    now: deps.clock.now(),
    graceSeconds,
  });
  for (const orphan of orphans) {
    await deps.storage.delete(orphan.key);
    done.push(`orphan ${orphan.kind} file ${orphan.key} deleted`);
  }
  return done;
}

/** Checks (and with `repair`, first repairs) the deployment; see the header. */
export async function checkData(deps: CheckDeps, options: CheckOptions = {}): Promise<CheckReport> {
  const graceSeconds = options.graceSeconds ?? DEFAULT_GRACE_SECONDS;
  const repaired = options.repair ? await repair(deps, graceSeconds) : [];
  const now = deps.clock.now();
  const [documents, requests, files, abandoned, signingNow, secrets] = await Promise.all([
    checkDocuments(deps.db, deps.storage),
    checkRequests(deps.db),
    findOrphans(deps.db, deps.filesDir, { now, graceSeconds }),
    findAbandoned(deps.db, now),
    deps.db
      .selectFrom('signing_reservations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    checkSecrets(deps.db, deps.secretBox),
  ]);
  const problems: Problem[] = [...documents.problems, ...requests.problems, ...secrets.problems];
  for (const orphan of files.orphans) {
    problems.push({
      kind: 'orphan_file',
      subject: `file ${orphan.key}`,
      detail: `no row refers to it (${orphan.kind})`,
      repairable: true,
    });
  }
  for (const row of abandoned.reservations) {
    problems.push({
      kind: 'stale_reservation',
      subject: `request ${row.request_id}`,
      detail: `a ${row.state} signing reservation of signer ${row.signer_id} by ${row.instance}, lease until ${row.expires_at}${row.free_signatures ? ', holding a free signature' : ''}`,
      repairable: true,
    });
  }
  for (const lock of abandoned.locks) {
    problems.push({
      kind: 'dead_lock',
      subject: `request ${lock.requestId}`,
      detail: `locked by ${lock.lockedBy} in the process ${lock.instance}, which is dead`,
      repairable: true,
    });
  }
  return {
    database: deps.database,
    filesDir: deps.filesDir,
    documents: documents.documents,
    requests: requests.requests,
    files: files.stored,
    unknownFiles: files.unknown,
    signingNow: Number(signingNow.n) - abandoned.reservations.length,
    secrets: secrets.secrets,
    problems,
    repaired,
    ok: problems.length === 0,
  };
}

/**
 * The start-up sweep: deletes the signed versions and partial writes that no row names, older
 * than `graceSeconds` (the signing recovery deletes what reservations list; this catches what a
 * crash between two steps left unlisted). Answers the keys deleted.
 */
export async function sweepSigningOrphans(
  deps: Pick<CheckDeps, 'db' | 'storage' | 'filesDir' | 'clock'>,
  graceSeconds: number,
): Promise<string[]> {
  const { orphans } = await findOrphans(deps.db, deps.filesDir, {
    now: deps.clock.now(),
    graceSeconds,
  });
  const swept = orphans.filter((o) => o.kind !== 'unreferenced').map((o) => o.key);
  for (const key of swept) await deps.storage.delete(key);
  return swept;
}
