// The Prism mock as a child process for the tests that call it over HTTP (the mock's own tests,
// the contract tests run against a server that is not ours): on a free port, up before use.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { root } from './contract.ts';

export interface PrismProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  stop(): void;
}

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

async function waitUntilUp(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`Prism did not start at ${url}`);
}

/** Starts `prism mock generated/openapi.json` and resolves once it answers (within a minute). */
export async function startPrism(): Promise<PrismProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const prism: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/prism'),
    ['mock', 'generated/openapi.json', '-h', '127.0.0.1', '-p', String(port), '-v', 'error'],
    { cwd: root, stdio: 'ignore' },
  );
  const stop = () => void prism.kill();
  try {
    await waitUntilUp(`${url}/v1/datetime`, Date.now() + 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
