// The reference server as a child process (`node --import tsx server/src/main.ts`, the way
// `npm start` runs it) on a test database: SQLite in the test's data folder, or its PostgreSQL
// database. Crash tests start it with CRASH_AT, see it die, and start it again on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { TestDb } from '../../support/test-db.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the signal or code the process ended with. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export async function startChildServer(
  testDb: TestDb,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: testDb.dataDir,
      APP_DIR: testDb.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: testDb.databaseUrl ?? '',
      SMTP_URL: '',
      CRASH_AT: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const end = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting:\n${output.slice(-2000)}`);
    }
    try {
      if ((await fetch(`${url}/v1/datetime`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) {
      await stop();
      throw new Error(`the server did not come up:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, output: () => output, exited, stop };
}
