// Starts the reference server (server/src/main.ts) with the built app, a fresh data folder and a
// free port, the way `npm start` runs it; stops it and removes the data afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, stop } from '../lib/servers.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface ReferenceServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
  log: () => string;
}

async function waitUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** `env`: more of the server's environment (e.g. a journey's own trusted CA for logo fetches). */
export async function startReferenceServer(
  appDir: string,
  env: Record<string, string> = {},
): Promise<ReferenceServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'journey-data-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_DIR: appDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // The journey must run on SQLite even where CI exports a PostgreSQL URL.
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitUp(`${url}/login`, child, 90_000);
  } catch (error) {
    stop(child);
    throw new Error(`${(error as Error).message}\n${output.slice(-2000)}`);
  }
  return { url, child, dataDir, log: () => output };
}

/**
 * Stops the server and deletes its data folder once it has exited: a server still shutting down
 * may write a file into a folder being deleted (ENOTEMPTY).
 */
export async function stopReferenceServer(server: ReferenceServer): Promise<void> {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    stop(child);
    const killAfter = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    await exited;
    clearTimeout(killAfter);
  }
  rmSync(server.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
