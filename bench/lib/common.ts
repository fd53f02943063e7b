// What every benchmark shares: the compiled server started as its own process on a free port,
// autocannon runs, a table printer and the JSON result file in bench/results/.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { buildServerIfNeeded, serverEntry } from '../../scripts/build-server.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitFor(url: string, timeoutMs = 180_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first answer of /v1/datetime. */
  startMs: number;
  stop(): Promise<void>;
}

/** Runs `node <args>` with the environment and waits for its first answer. */
export async function startProcess(
  args: string | string[],
  env: Record<string, string>,
  readyPath = '/v1/datetime',
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, typeof args === 'string' ? [args] : args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${readyPath}`);
  const startMs = performance.now() - started;
  return {
    url,
    child,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The reference server, compiled ahead of time as `npm start` runs it. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  await buildServerIfNeeded();
  return startProcess(serverEntry, env);
}

/** Resident memory of a process in MB (from /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Peak resident memory of a process in MB (VmHWM). */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU time (user + system) a process has used, in ms (from /proc; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) : utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time (ms) of each PostgreSQL backend process of this machine serving `database`, by pid: a
 * backend's process title is `postgres: <user> <database> <client> <state>`. Processes of other
 * users are readable in /proc too; one that ends while it is read is skipped.
 */
export function backendCpuMs(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')[0];
      if (title.startsWith('postgres: ') && title.split(' ')[2] === database) {
        backends.set(Number(entry), cpuMs(Number(entry)));
      }
    } catch {
      // ended meanwhile
    }
  }
  return backends;
}

/** The CPU time the backends of `before` and `after` spent between them (new ones: all of it). */
function backendCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, cpu] of after) spent += cpu - (before.get(pid) ?? 0);
  return spent;
}

export interface Load {
  /** CPU time the serving process spent per answer (µs), when its pid was given. */
  cpuUs?: number;
  /**
   * CPU time PostgreSQL's backends for the database spent per answer (µs), when its name was
   * given: on one machine it competes with the server's for the same cores.
   */
  databaseCpuUs?: number;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  non2xx: number;
  errors: number;
}

/** autocannon against one URL: a warm-up, then the measured run. */
export async function load(
  options: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** A body per request (e.g. a different account each time). */
    bodies?: (n: number) => string;
    /** false: no warm-up run first (a later round of the same target). */
    warmUp?: boolean;
    /**
     * The serving process: its CPU time per answer is measured too, a figure other work on a
     * shared machine hardly moves (requests per second follow whatever CPU is left over).
     */
    pid?: number;
    /** The PostgreSQL database the server uses, for its backends' CPU time per answer. */
    database?: string;
  },
  seconds = Number(process.env.BENCH_SECONDS ?? 5),
): Promise<Load> {
  let sent = 0;
  const bodies = options.bodies;
  const run = (duration: number) =>
    autocannon({
      url: options.url,
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      connections: options.connections ?? 32,
      duration,
      // A loaded machine answers slowly: a late answer is a latency, not a lost request.
      timeout: 60,
      ...(bodies
        ? { requests: [{ setupRequest: (request) => ({ ...request, body: bodies(sent++) }) }] }
        : {}),
    });
  if (options.warmUp !== false) await run(Math.max(1, Math.round(seconds / 3)));
  const cpuBefore = options.pid ? cpuMs(options.pid) : 0;
  const backendsBefore = options.database ? backendCpuMs(options.database) : undefined;
  const result = await run(seconds);
  const cpu = options.pid ? cpuMs(options.pid) - cpuBefore : undefined;
  const databaseCpu =
    options.database && backendsBefore
      ? backendCpuSpent(backendsBefore, backendCpuMs(options.database))
      : undefined;
  const perAnswer = (ms: number | undefined) =>
    ms === undefined ? undefined : (ms * 1000) / Math.max(1, result.requests.total);
  return {
    cpuUs: perAnswer(cpu),
    databaseCpuUs: perAnswer(databaseCpu),
    // Answers over the run's length: a second-by-second average says 0 when every answer of a
    // slow operation (login's scrypt on a busy machine) takes longer than a second.
    rps: result.requests.total / Math.max(result.duration, 1e-3),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function printTable(header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  for (const [index, row] of cells.entries()) {
    console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

/** The machine's load (other work running beside the benchmark skews every absolute figure). */
export function machineLoad(): string {
  return `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} on ${cpus().length} CPUs`;
}

/** Writes bench/results/<name>-<time>.json and answers its path. */
export function saveResult(name: string, data: unknown): string {
  console.log(machineLoad());
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ load: loadavg(), ...(data as object) }, null, 2)}\n`);
  console.log(`results: ${path.relative(root, file)}`);
  return file;
}

export const ratio = (ours: number, reference: number) => `${(ours / reference).toFixed(2)}×`;
