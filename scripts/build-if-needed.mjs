// Builds the app into dist/ when it is missing or older than its sources (src, generated,
// locales, index.html, and the build's own configuration and plugins: vite.config.ts, scripts),
// so `npm start` is fast after the first run. It runs the bundler only: the type check belongs
// to `npm test` (`npm run typecheck`), and took most of a first start's minutes here.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestChange(target) {
  if (!existsSync(target)) return 0;
  if (statSync(target).isFile()) return statSync(target).mtimeMs;
  return readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (max, entry) => Math.max(max, statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

export function buildIfNeeded() {
  const built = path.join(root, 'dist', 'index.html');
  const sources = Math.max(
    ...['src', 'generated', 'locales', 'index.html', 'vite.config.ts', 'scripts'].map((p) =>
      newestChange(path.join(root, p)),
    ),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log(
    'Building the app (the first build takes one to two minutes on a small machine; later starts reuse it)…',
  );
  const started = Date.now();
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Built the app in ${Math.round((Date.now() - started) / 1000)} s.`);
}
