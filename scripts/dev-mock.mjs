// `npm run dev:mock`: the mock loop for frontend developers. Prism serves the contract on
// 127.0.0.1:4010 (MOCK_PORT) and Vite serves the app on 127.0.0.1:5173 (PORT) with MOCK_WORLD=1,
// proxying the API to Prism through the mock loop (scripts/mock-world.ts). Both start at once, Prism
// at a lower CPU priority: reading the contract takes it seconds of CPU that the dev server's
// first start (dependency pre-bundling, then the login page) needs more, and the login page does
// not wait for Prism. Ctrl+C (or the end of either) stops both.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const port = process.env.PORT ?? '5173';
const mockPort = process.env.MOCK_PORT ?? '4010';

const children = [
  spawn(
    bin('prism'),
    ['mock', 'generated/openapi.json', '-h', '127.0.0.1', '-p', mockPort, '-v', 'warn'],
    { cwd: root, stdio: 'inherit' },
  ),
  spawn(bin('vite'), ['--port', port, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://127.0.0.1:${mockPort}`, MOCK_WORLD: '1' },
  }),
];

try {
  setPriority(children[0].pid, 10);
} catch {
  // a system that refuses it starts Prism at the normal priority
}

const stop = () => children.forEach((child) => child.exitCode === null && child.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
