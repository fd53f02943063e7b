// Support of the crash tests: the real server (`node --import tsx server/src/main.ts`, as
// `npm start` runs it) as a child process on a test database and data folder, with the test hook
// CRASH_AT (areas/signing/crash-points.ts) when asked; its HTTP API through fetch; and the wait for
// its death by SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited (and is reaped: its pid no longer runs). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  /** Ends it (SIGTERM, then SIGKILL after 5 s) and waits for its exit. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

/** Starts the server on `dataDir` (and PostgreSQL `databaseUrl`); resolves once it answers. */
export async function startServerProcess(options: {
  dataDir: string;
  databaseUrl?: string;
  crashAt?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      APP_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      TSA_URL: '',
      CRASH_AT: options.crashAt ?? '',
      // No long-term validation pass: a document time-stamp added under a scenario that counts
      // pdfsig's entries would be one more (the LTV tests run the pass themselves).
      LTV_POLL_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    url,
    child,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting:\n${output.slice(-3000)}`);
    }
    try {
      if ((await fetch(`${url}/login`)).status < 500) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`the server did not come up within 90 s:\n${output.slice(-3000)}`);
}

export interface ApiAnswer {
  status: number;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
  body: Buffer;
}

/** One call of the server's API as `auth` (a bearer header). */
export async function api(
  server: ServerProcess,
  method: string,
  url: string,
  auth: Record<string, string>,
  payload?: unknown,
): Promise<ApiAnswer> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...auth,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, json: () => JSON.parse(body.toString('utf8')) };
}
