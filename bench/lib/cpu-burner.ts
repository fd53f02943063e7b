// Load for the "under load" figures of the benchmarks: one busy process per CPU of the machine,
// spinning on arithmetic, so the server under test and its reference share every core with
// work that never waits (as under a busy deployment's other processes). Processes, not worker
// threads of the benchmark: the benchmark's own autocannon must not be slowed in its thread.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';

const SPIN = 'let x = 0; for (;;) { x = (x * 1103515245 + 12345) % 2147483648; }';

export interface CpuBurner {
  /** How many busy processes run. */
  processes: number;
  stop(): Promise<void>;
}

export function startCpuBurner(processes = cpus().length): CpuBurner {
  const children: ChildProcess[] = Array.from({ length: processes }, () =>
    spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }),
  );
  return {
    processes,
    stop: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGKILL');
            }),
        ),
      ).then(() => undefined),
  };
}
