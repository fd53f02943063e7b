// Test-only crash points: with CRASH_AT=<point> (config.crashAt) the process kills itself with
// SIGKILL — no handler, no cleanup, as a power cut would — when it reaches that point. Without
// CRASH_AT nothing happens. The robustness tests use it to prove what a crash cannot lose.
import type { ServerConfig } from './config.ts';

export type CrashPoint =
  /** The initiate transaction (status, signers, queued invitations) has committed. */
  'after-initiate-commit';

export function crashPoint(config: Pick<ServerConfig, 'crashAt'>, point: CrashPoint): void {
  if (config.crashAt === point) process.kill(process.pid, 'SIGKILL');
}
