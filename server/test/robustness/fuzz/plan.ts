// Which operations a run sends how many requests to, and in what order: implemented operations
// get three times the requests of pending ones (which stop at 501 after validation), the slow
// ones by design (password hashing, page rendering) fewer so the run stays short, every operation
// at least eight; operations that destroy fixtures run last. Also names the operations that end
// the caller's account, which run.ts sends as throwaway accounts instead of the owner.
import type { Operation } from './operations.ts';
import type { Prng } from './prng.ts';

/** Operations whose valid requests hash or verify a password (slow by design). */
const HASHES_PASSWORD = new Set([
  'registerUser',
  'login',
  'changePassword',
  'deleteUser',
  'resetPassword',
]);

/** Operations that render a page or an image (a pdf.js worker or a canvas per request). */
const RENDERS = new Set(['getDocumentPage', 'getDirectDocumentPage', 'previewVisualSignature']);

/** Operations that end the caller's account: they run as throwaway accounts, not the owner. */
export const ENDS_ACCOUNT = new Set(['deleteUser']);

/** One entry per request to send, about `total` in all, shuffled, destructive ones last. */
export function planSlots(operations: Operation[], total: number, rng: Prng): Operation[] {
  const weight = (o: Operation) =>
    o.pending || HASHES_PASSWORD.has(o.operationId) ? 1 : RENDERS.has(o.operationId) ? 1.5 : 3;
  const totalWeight = operations.reduce((sum, o) => sum + weight(o), 0);
  const slots: Operation[] = [];
  for (const o of operations) {
    const count = Math.max(8, Math.round((total * weight(o)) / totalWeight));
    for (let n = 0; n < count; n++) slots.push(o);
  }
  rng.shuffle(slots);
  slots.sort((a, b) => Number(a.destructive) - Number(b.destructive));
  return slots;
}
