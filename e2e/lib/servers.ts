// Starts what the browser suite runs against: the Prism mock of the contract and the built app
// served by `vite preview`, each on a free port, and stops them again.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
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

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so stop() ends its children too
  });
  return child;
}

export function stop(child: ChildProcess): void {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

export async function startPrism(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = start('npx', [
    'prism',
    'mock',
    'generated/openapi.json',
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-v',
    'error',
  ]);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/status/api/v2/summary.json`, 60_000);
  return { url, child };
}

export async function buildApp(outDir: string): Promise<void> {
  const child = spawn(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      // The frame is part of what is checked: build as a test system, not as production.
      env: { ...process.env, VITE_APP_MODE: 'test-system' },
    },
  );
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`vite build failed (${code})`);
}

export async function startPreview(outDir: string, apiTarget: string) {
  const port = await freePort();
  const child = start(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    { API_TARGET: apiTarget },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/login`, 60_000);
  return { url, child };
}
