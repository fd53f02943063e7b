// The signing locks of requests (signature-requests' lockRequest): held while a plan is applied,
// so one signer at a time appends an incremental update to a request's PDFs.
import type { AppContext } from '../../context.ts';
import { findRequest, lockRequest, unlockRequest } from '../signature-requests/index.ts';
import { requestLocked } from './rules.ts';

/** How long a request stays locked while its documents are signed (released at the end). */
export const SIGNING_LOCK_SECONDS = 120;

/**
 * Takes the signing lock of every request (holder: the caller's e-mail) or none: 409
 * request_locked when another signer holds one. Runs `work`, then releases the locks.
 */
export async function withLocks<T>(
  ctx: AppContext,
  requestIds: string[],
  holder: string,
  work: () => Promise<T>,
): Promise<T> {
  const taken: string[] = [];
  try {
    for (const id of requestIds) {
      if (!(await lockRequest(ctx.db, id, holder, SIGNING_LOCK_SECONDS, ctx.clock))) {
        const request = await findRequest(ctx.db, id);
        throw requestLocked(request?.locked_by ?? null);
      }
      taken.push(id);
    }
    return await work();
  } finally {
    for (const id of taken) await unlockRequest(ctx.db, id, holder);
  }
}
