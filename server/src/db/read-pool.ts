// The read pool: long SQLite reads (the dashboard list and its search, the activity lists, the
// exports, the business statistics) run in worker threads, each with its own read-only connection
// to the same WAL file (read-worker.mjs), instead of on the event loop. better-sqlite3 runs a
// statement synchronously: one search over a heavy user's rows held every other request for its
// whole length (/v1/datetime at 146-177 ms while two searches ran, 1.8-3.1 ms idle).
//
// - Only reads: a statement must begin with SELECT or WITH (checked here), SQLite must call it
//   read-only once compiled (checked in the worker) and the worker's connection is opened
//   read-only. No transactions: each statement reads what was committed when it began, so an
//   operation must read through the pool only outside a write transaction of its own (the main
//   connection's uncommitted rows are not visible here).
// - Size: READ_WORKERS (config.ts; one fewer than the CPUs) workers run statements; workers start
//   at the first read and stop after a minute without work, and all of them at close. An open stream (an export) holds its
//   worker until it ends, so it does not count towards the size: up to as many streams again run
//   beside the statements, further streams wait for one of them to end (statements never wait for
//   a stream, so an export reading other rows while it streams cannot wait for itself).
import Database from 'better-sqlite3';
import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { Worker } from 'node:worker_threads';
import type { Database as Schema } from './schema.ts';
import type { Db } from './connect.ts';

const workerUrl = new URL('./read-worker.mjs', import.meta.url);
const IDLE_MS = 60_000;

type Row = Record<string, unknown>;
type Job =
  | { kind: 'query'; sql: string; parameters: readonly unknown[] }
  | {
      kind: 'stream';
      stream: number;
      sql: string;
      parameters: readonly unknown[];
      chunkSize: number;
    }
  | { kind: 'more'; stream: number }
  | { kind: 'cancel'; stream: number };
type Answer = {
  id: number;
  ok: boolean;
  rows?: Row[];
  done?: boolean;
  blobs?: boolean;
  error?: { message: string; code?: string };
};

interface Waiting {
  id: number;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** The message the worker is answering (one at a time). */
  waiting?: Waiting;
  /** Held by an open stream between its chunks. */
  streaming: boolean;
  idleTimer?: NodeJS.Timeout;
}

interface Queued {
  job: Extract<Job, { kind: 'query' | 'stream' }>;
  resolve: (value: { slot: Slot; answer: Answer }) => void;
  reject: (error: Error) => void;
}

/** Refused before it reaches a worker: the pool runs reads only. */
export class NotAReadError extends Error {
  constructor(sql: string) {
    super(`the read pool runs only SELECT statements: ${sql.slice(0, 80)}`);
    this.name = 'NotAReadError';
  }
}

/** The statement's first word, past blanks and comments. */
const firstWord = (sql: string) =>
  /^(?:\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/)*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase();

function assertRead(sql: string): void {
  const word = firstWord(sql);
  if (word !== 'select' && word !== 'with') throw new NotAReadError(sql);
}

/** A failure of the worker's statement, as better-sqlite3 raises it on the main connection. */
const sqliteError = (error: { message: string; code?: string } | undefined) =>
  error?.code === 'READ_POOL_NOT_A_READ'
    ? new NotAReadError(error.message)
    : new Database.SqliteError(error?.message ?? 'read failed', error?.code ?? 'SQLITE_ERROR');

/** Blobs cross the thread boundary as Uint8Arrays; the main connection answers Buffers. */
function withBuffers(answer: Answer): Row[] {
  const rows = answer.rows ?? [];
  if (!answer.blobs) return rows;
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
        row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      }
    }
  }
  return rows;
}

export class ReadPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Queued[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly options: { file: string; size: number; statementCacheSize: number },
  ) {}

  /** Worker threads running now (tests: none are left after close). */
  get threads(): number {
    return this.slots.length;
  }

  async query(sql: string, parameters: readonly unknown[]): Promise<Row[]> {
    assertRead(sql);
    const { slot, answer } = await this.start({ kind: 'query', sql, parameters });
    this.release(slot);
    return withBuffers(answer);
  }

  /**
   * The rows of one statement in chunks of `chunkSize`, read by the worker as they are asked
   * for (the next chunk is read while the caller handles this one): an export of any size holds
   * two chunks. Ending the iteration early ends the statement.
   */
  async *stream(
    sql: string,
    parameters: readonly unknown[],
    chunkSize: number,
  ): AsyncGenerator<Row[]> {
    assertRead(sql);
    // The worker keeps the statement's iterator under this number between chunks.
    const stream = this.nextId++;
    const started = await this.start({ kind: 'stream', stream, sql, parameters, chunkSize });
    const { slot } = started;
    slot.streaming = true;
    let chunk: Answer = started.answer;
    let next: Promise<Answer> | undefined;
    try {
      for (;;) {
        next = chunk.done ? undefined : this.send(slot, { kind: 'more', stream });
        // Not an unhandled rejection if the caller stops before asking for it.
        next?.catch(() => undefined);
        const rows = withBuffers(chunk);
        if (rows.length) yield rows;
        if (!next) return;
        chunk = await next;
        next = undefined;
      }
    } finally {
      if (this.slots.includes(slot)) {
        // Stopped early: the worker closes the statement once the chunk it reads is answered.
        if (!chunk.done) {
          await next?.catch(() => undefined);
          await this.send(slot, { kind: 'cancel', stream }).catch(() => undefined);
        }
        slot.streaming = false;
        this.release(slot);
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.queue.splice(0)) queued.reject(new Error('the read pool is closed'));
    await Promise.all([...this.slots].map((slot) => this.stop(slot, 'the read pool is closed')));
  }

  /** Runs `job` on a free worker (starting one if the size allows), or once one is free. */
  private start(job: Queued['job']): Promise<{ slot: Slot; answer: Answer }> {
    if (this.closed) return Promise.reject(new Error('the read pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const at = this.queue.findIndex(
        ({ job }) => job.kind === 'query' || this.streamsOpen() < this.options.size,
      );
      if (at === -1) return;
      const free = this.slots.find((slot) => !slot.waiting && !slot.streaming);
      const running = this.slots.filter((slot) => !slot.streaming).length;
      if (!free && running >= this.options.size) return;
      const [queued] = this.queue.splice(at, 1);
      const slot = free ?? this.spawn();
      clearTimeout(slot.idleTimer);
      if (queued.job.kind === 'stream') slot.streaming = true;
      this.send(slot, queued.job).then(
        (answer) => queued.resolve({ slot, answer }),
        (error: Error) => {
          if (queued.job.kind === 'stream') slot.streaming = false;
          this.release(slot);
          queued.reject(error);
        },
      );
    }
  }

  private streamsOpen(): number {
    return this.slots.filter((slot) => slot.streaming).length;
  }

  private send(slot: Slot, job: Job): Promise<Answer> {
    // Its worker ended (failed, or the pool closed): nothing would answer.
    if (!this.slots.includes(slot)) return Promise.reject(new Error('the read worker has ended'));
    const id = this.nextId++;
    // Kept alive while it works: a read the process waits for must not let it exit.
    slot.worker.ref();
    return new Promise<Answer>((resolve, reject) => {
      slot.waiting = { id, resolve, reject };
      slot.worker.postMessage({ id, ...job });
    }).then((answer) => {
      if (!answer.ok) throw sqliteError(answer.error);
      return answer;
    });
  }

  /** The slot's job is over: it takes the next one, or stops after a while without work. */
  private release(slot: Slot): void {
    if (!this.slots.includes(slot)) return;
    slot.worker.unref();
    const running = this.slots.filter((s) => !s.streaming).length;
    // A worker freed by a stream beyond the size of the statement workers is not kept.
    if (running > this.options.size && !this.queue.length) {
      void this.stop(slot, 'idle');
      return;
    }
    slot.idleTimer = setTimeout(() => {
      if (!slot.waiting && !slot.streaming) void this.stop(slot, 'idle');
    }, IDLE_MS);
    slot.idleTimer.unref();
    this.dispatch();
  }

  private spawn(): Slot {
    const worker = new Worker(workerUrl, {
      workerData: { file: this.options.file, statementCacheSize: this.options.statementCacheSize },
    });
    worker.unref();
    const slot: Slot = { worker, streaming: false };
    worker.on('message', (answer: Answer) => {
      const waiting = slot.waiting;
      if (!waiting || waiting.id !== answer.id) return;
      slot.waiting = undefined;
      waiting.resolve(answer);
    });
    worker.on(
      'error',
      (error: Error) => void this.stop(slot, `read worker failed: ${error.message}`),
    );
    worker.on('exit', () => this.forget(slot, 'read worker exited'));
    this.slots.push(slot);
    return slot;
  }

  private async stop(slot: Slot, reason: string): Promise<void> {
    clearTimeout(slot.idleTimer);
    this.forget(slot, reason);
    await slot.worker.terminate();
  }

  /** The slot is gone: what it was answering fails, and its place may go to the queue. */
  private forget(slot: Slot, reason: string): void {
    const at = this.slots.indexOf(slot);
    if (at === -1) return;
    this.slots.splice(at, 1);
    clearTimeout(slot.idleTimer);
    slot.waiting?.reject(new Error(reason));
    slot.waiting = undefined;
    if (!this.closed) this.dispatch();
  }
}

/** Kysely's connection to the pool: every statement goes to whichever worker is free. */
class ReadConnection implements DatabaseConnection {
  constructor(private readonly pool: ReadPool) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: (await this.pool.query(compiled.sql, compiled.parameters)) as R[] };
  }

  async *streamQuery<R>(
    compiled: CompiledQuery,
    chunkSize = 100,
  ): AsyncIterableIterator<QueryResult<R>> {
    for await (const rows of this.pool.stream(compiled.sql, compiled.parameters, chunkSize)) {
      yield { rows: rows as R[] };
    }
  }
}

const noTransactions = () => Promise.reject(new Error('the read pool runs no transactions'));

class ReadDriver implements Driver {
  private readonly connection: ReadConnection;
  constructor(private readonly pool: ReadPool) {
    this.connection = new ReadConnection(pool);
  }
  async init(): Promise<void> {}
  // No lock: the connection holds no state, and the workers take statements side by side.
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  beginTransaction = noTransactions;
  commitTransaction = noTransactions;
  rollbackTransaction = noTransactions;
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.pool.close();
  }
}

class ReadDialect implements Dialect {
  constructor(private readonly pool: ReadPool) {}
  createDriver = () => new ReadDriver(this.pool);
  createQueryCompiler = () => new SqliteQueryCompiler();
  createAdapter = () => new SqliteAdapter();
  createIntrospector = (db: Kysely<unknown>) => new SqliteIntrospector(db);
}

/** The pool behind a Db opened by openReads (tests look at its threads). */
export const readPools = new WeakMap<Db, ReadPool>();

/**
 * The Db for long reads beside `db`: on SQLite a Kysely over a read pool of `size` workers on
 * the same file. It is `db` itself on PostgreSQL (node-postgres runs queries off the event loop
 * already, on a pool of connections), with `size` 0 (READ_WORKERS=0), and for a database that
 * is not a file on disk: an in-memory SQLite database (`:memory:`) is private to its one
 * connection, a worker's connection would open another, empty database.
 */
export function openReads(
  db: Db,
  file: string | undefined,
  options: { size: number; statementCacheSize: number },
): Db {
  if (!file || file === ':memory:' || file === '' || options.size <= 0) return db;
  const pool = new ReadPool({
    file,
    size: options.size,
    statementCacheSize: Math.max(1, options.statementCacheSize),
  });
  const reads = new Kysely<Schema>({ dialect: new ReadDialect(pool) });
  readPools.set(reads, pool);
  return reads;
}
