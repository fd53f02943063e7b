// The free-signature quota of signing (seed 000 §2 "A free user (neither member nor admin) needs
// free_signatures_remaining above 0, except in direct signing"): one signature of a counted
// account costs one free signature. POST /v3/sign takes them for the requests it signs at once,
// POST /v3/swisscom/proceed for the qualified one it finishes; both through withFreeSignatures,
// which gives back what was not signed, whatever happened.
import type { AppContext } from '../../context.ts';
import type { SignResultEntry } from './rules.ts';
import { shiftFreeSignatures } from './store.ts';

/**
 * Takes `count` free signatures of the user (422 no_free_signatures when fewer are left; nothing
 * for an account that is not counted), runs `sign`, and gives back every signature that did not
 * end SIGNED among the entries `sign` reported through `done`, even when `sign` throws.
 */
export async function withFreeSignatures<T>(
  ctx: AppContext,
  userId: string,
  count: number,
  sign: (done: (entry: SignResultEntry) => SignResultEntry) => Promise<T>,
): Promise<T> {
  if (count <= 0) return sign((entry) => entry);
  const taken = await shiftFreeSignatures(ctx.db, userId, -count);
  if (taken === 'contended') throw new Error('free signatures changed too often concurrently');
  let signed = 0;
  try {
    return await sign((entry) => {
      if (entry.status === 'SIGNED') signed += 1;
      return entry;
    });
  } finally {
    const unused = count - signed;
    if (taken === 'shifted' && unused > 0) {
      const given = await shiftFreeSignatures(ctx.db, userId, unused);
      if (given === 'contended') {
        ctx.log.error({ userId, unused }, 'free signatures could not be given back');
      }
    }
  }
}
