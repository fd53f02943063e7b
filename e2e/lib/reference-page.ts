// The reference page of the first-screen budgets (e2e/budgets.ts): React's hello world
// (e2e/reference-page/), built here with the same bundler and served by the same server as the
// app, beside it. The server serves one folder (APP_DIR), so the check serves a folder of its own
// that links every entry of the app's build and adds the reference's build as `reference/`: the
// app's files are those measured, untouched, and the product has no such route.
import react from '@vitejs/plugin-react';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';

/** Where the reference page is, on the server that serves the folder `withReferencePage` made. */
export const REFERENCE_PAGE_PATH = '/reference/index.html';

const COMPRESSIBLE = /\.(js|html)$/;

/**
 * A folder in `dir` that serves `appDir` as it is plus the reference page under /reference/.
 * Returns the folder to give the server as its APP_DIR.
 */
export async function withReferencePage(appDir: string, dir: string): Promise<string> {
  const served = path.join(dir, 'served');
  mkdirSync(served, { recursive: true });
  for (const entry of readdirSync(appDir))
    symlinkSync(path.join(appDir, entry), path.join(served, entry));
  const outDir = path.join(served, 'reference');
  await build({
    configFile: false,
    root: path.resolve(import.meta.dirname, '../reference-page'),
    base: '/reference/',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  // Compressed beside each file, as the app's build does (vite.config.ts precompress), so both
  // travel the same way.
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
  return served;
}
