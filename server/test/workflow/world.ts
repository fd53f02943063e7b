// The world the workflow test files share, said once: a server with three signers allowed simple
// signatures — Beat the sender, Anna and Luca signing — started before the file's tests and closed
// after them. A file calls `useSigners()` at its top and reads them as imports: they are live
// bindings, set by the file's beforeAll.
import { afterAll, beforeAll } from 'vitest';
import { signerUser, start, type Ctx, type User } from '../signing/support.ts';

export let ctx: Ctx;
/** The sender. */
export let beat: User;
/** The first signer. */
export let anna: User;
/** The second signer. */
export let luca: User;

/** Starts the server and the signers before the file's tests, closes the server after them. */
export function useSigners(): void {
  beforeAll(async () => {
    ctx = await start();
    beat = await signerUser(ctx, ['ses:any'], { firstName: 'Beat', lastName: 'Keller' });
    anna = await signerUser(ctx, ['ses:any'], { firstName: 'Anna', lastName: 'Meier' });
    luca = await signerUser(ctx, ['ses:any'], { firstName: 'Luca', lastName: 'Bianchi' });
  });
  afterAll(() => ctx?.server.close());
}
