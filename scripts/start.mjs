// `npm start`: builds the app if needed and serves it on one port (default 8080).
// Until the reference server exists, the API behind the app is the Prism mock of the contract,
// so everything a person sees comes from the contract's examples.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const port = process.env.PORT ?? '8080';
const mockPort = process.env.MOCK_PORT ?? '4010';

function newestChange(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((max, entry) => Math.max(max, statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0);
}

const built = path.join(root, 'dist', 'index.html');
const sources = Math.max(
  newestChange(path.join(root, 'src')),
  newestChange(path.join(root, 'generated')),
  newestChange(path.join(root, 'locales')),
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [
  spawn(bin('prism'), ['mock', 'generated/openapi.json', '-h', '127.0.0.1', '-p', mockPort, '-v', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), ['preview', '--port', port, '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, API_TARGET: `http://127.0.0.1:${mockPort}` },
  }),
];
console.log(`
The app is served at http://127.0.0.1:${port}/
Its API is the Prism mock of the contract at http://127.0.0.1:${mockPort} (the reference server
does not exist yet, so answers are the contract's examples; log in with any e-mail and password).
Press Ctrl+C to stop.`);

const stop = () => children.forEach((child) => child.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
