// `npm run start:mock`: builds the app if needed and serves it on one port (default 8080) with
// the Prism mock of the contract as its API, so everything a person sees comes from the
// contract's examples (no database, no server code).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const port = process.env.PORT ?? '8080';
const mockPort = process.env.MOCK_PORT ?? '4010';

buildIfNeeded();

const children = [
  spawn(
    bin('prism'),
    ['mock', 'generated/openapi.json', '-h', '127.0.0.1', '-p', mockPort, '-v', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
  spawn(bin('vite'), ['preview', '--port', port, '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, API_TARGET: `http://127.0.0.1:${mockPort}`, MOCK_WORLD: '1' },
  }),
];
console.log(`
The app is served at http://127.0.0.1:${port}/
Its API is the Prism mock of the contract at http://127.0.0.1:${mockPort}: answers are the
contract's examples (log in with any e-mail and password).
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
