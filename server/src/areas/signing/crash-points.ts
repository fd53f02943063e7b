// A test hook, and nothing else: with CRASH_AT=<point> (config.crashAt) the server kills itself
// with SIGKILL when a signature reaches that point, as a power cut would, so the crash tests
// (test/robustness/crash) can show that a restart loses nothing. Unset (always, outside those
// tests) it does nothing.
//
//   quota-taken    inside the reservation's transaction, after the free signature is taken
//   reserved       after the lock, the free signature and the reservation are committed
//   pdf-stored     after the first signed PDF is stored, before the others
//   before-commit  after every signed PDF is stored, before the signature's transaction
//   committed      after the signature's transaction, before the replaced files are deleted
import type { ServerConfig } from '../../config.ts';

export const CRASH_POINTS = [
  'quota-taken',
  'reserved',
  'pdf-stored',
  'before-commit',
  'committed',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

/** Kills this process at `point` when CRASH_AT names it; otherwise nothing. */
export function crashPoint(config: Pick<ServerConfig, 'crashAt'>, point: CrashPoint): void {
  if (config.crashAt === point) process.kill(process.pid, 'SIGKILL');
}
