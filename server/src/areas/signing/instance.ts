// This server process as the holder of signing locks and reservations (host:pid:nonce), and
// whether another holder is known to be dead (rules/fence.ts instanceIsGone): a process of this
// host whose pid no longer runs, or whose pid is now this process's.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { instanceIsGone, type Here } from './rules/fence.ts';

const here: Here = {
  host: hostname(),
  pid: process.pid,
  instance: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
};

/** The name of this process in signature_requests.lock_instance and signing_reservations. */
export const SERVER_INSTANCE = here.instance;

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the process `instance` is known to be dead. */
export const instanceGone = (instance: string) => instanceIsGone(instance, here, pidAlive);
