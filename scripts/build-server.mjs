// Compiles the reference server ahead of time into build/server/ (one ES module bundle of our own
// code; packages stay in node_modules), so `npm start` runs plain JavaScript instead of
// transpiling TypeScript at every start. The bundle sits two folders below the repository root,
// like server/src/, so the paths the server computes from its own location (the contract in
// generated/, the data and dist folders) stay the same. The worker files (page rendering, the read
// pool) are plain .mjs loaded by URL beside the code that starts them: they are copied next to the
// bundle.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const serverBuildDir = path.join(root, 'build', 'server');
export const serverEntry = path.join(serverBuildDir, 'main.mjs');

function newestChange(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (max, entry) => Math.max(max, statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

export function serverBuildIsCurrent() {
  if (!existsSync(serverEntry)) return false;
  const sources = Math.max(
    newestChange(path.join(root, 'server', 'src')),
    newestChange(path.join(root, 'server', 'migrations')),
    statSync(path.join(root, 'scripts', 'build-server.mjs')).mtimeMs,
  );
  return statSync(serverEntry).mtimeMs >= sources;
}

export async function buildServer() {
  // Loaded only when a build is needed: a current build starts without it.
  const { build } = await import('esbuild');
  // Afresh: chunks of an earlier build (other hashes) must not pile up beside the new ones.
  rmSync(serverBuildDir, { recursive: true, force: true });
  mkdirSync(serverBuildDir, { recursive: true });
  await build({
    entryPoints: { main: path.join(root, 'server', 'src', 'main.ts') },
    outdir: serverBuildDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Modules the server imports dynamically (the PDF library behind signing and reports) go into
    // chunks of their own, loaded at first use instead of at start (start RSS). The
    // chunks sit beside main.mjs, so paths computed from their location stay the same.
    splitting: true,
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const folder of ['rendering', 'db']) {
    const sources = path.join(root, 'server', 'src', folder);
    for (const name of readdirSync(sources).filter((n) => n.endsWith('.mjs'))) {
      copyFileSync(path.join(sources, name), path.join(serverBuildDir, name));
    }
  }
}

export async function buildServerIfNeeded() {
  if (serverBuildIsCurrent()) return;
  console.log('Building the server…');
  const started = Date.now();
  await buildServer();
  console.log(`Built the server in ${Math.round((Date.now() - started) / 1000)} s.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await buildServer();
}
