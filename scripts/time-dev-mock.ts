// `npx tsx scripts/time-dev-mock.ts [--cold]`: starts the mock loop exactly as `npm run dev:mock`
// does (scripts/dev-mock.mjs: Prism and Vite with MOCK_WORLD=1), on free ports, and times it until
// chromium shows the rendered login page (its password field visible), then stops it and prints
// the figure. `--cold` starts without Vite's dependency cache (a first start after `npm ci`), in a
// cache directory of its own so no other Vite on the machine loses its cache. Exits 1 when the
// page takes longer than the budget (DEV_MOCK_BUDGET_MS, default 20 000).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const budget = Number(process.env.DEV_MOCK_BUDGET_MS ?? 20_000);
const cold = process.argv.includes('--cold');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const [appPort, mockPort] = [await freePort(), await freePort()];
const cacheDir = cold ? mkdtempSync(path.join(os.tmpdir(), 'dev-mock-vite-')) : undefined;
// Warm: Vite's own cache (or VITE_CACHE_DIR when set, passed on as it is).
const started = Date.now();
const loop = spawn(process.execPath, [path.join(root, 'scripts', 'dev-mock.mjs')], {
  cwd: root,
  detached: true, // its own process group: stopping it stops Prism and Vite with it
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(appPort),
    MOCK_PORT: String(mockPort),
    ...(cacheDir ? { VITE_CACHE_DIR: cacheDir } : {}),
  },
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
let rendered: number | undefined;
try {
  const page = await browser.newPage();
  while (Date.now() - started < 180_000 && rendered === undefined) {
    try {
      await page.goto(`http://127.0.0.1:${appPort}/login`, { timeout: 60_000 });
      await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 60_000 });
      rendered = Date.now() - started;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200)); // not listening yet
    }
  }
} finally {
  await browser.close();
  if (loop.pid) process.kill(-loop.pid, 'SIGTERM');
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
}
if (rendered === undefined) {
  console.log('dev:mock: the login page was not rendered within 180 s');
  process.exit(1);
}
const seconds = (rendered / 1000).toFixed(1);
console.log(
  `dev:mock (${cold ? 'cold: no dependency cache' : 'warm'}): login page rendered after ${seconds} s (budget ${budget / 1000} s)`,
);
process.exit(rendered <= budget ? 0 : 1);
