// The world most signature-request test files share, said once: a server with three users — Beat
// the sender, Anna a signer with an account, Daniel a stranger to the requests — started before
// the file's tests and closed after them. A file calls `useParties()` at its top and reads the
// parties as imports: they are live bindings, set by the file's beforeAll.
import { afterAll, beforeAll } from 'vitest';
import { postAs, startWithParties, type Ctx, type User } from './support.ts';

export let ctx: Ctx;
/** The sender. */
export let beat: User;
/** A signer with an account. */
export let anna: User;
/** A stranger to the requests. */
export let daniel: User;

/** Starts the server and the parties before the file's tests, closes the server after them. */
export function useParties(): void {
  beforeAll(async () => {
    ({ ctx, beat, anna, daniel } = await startWithParties());
  });
  afterAll(() => ctx?.server.close());
}

/** POST `path` as `who` on the world's server. */
export const post = (path: string, who: User, payload?: unknown) => postAs(ctx, path, who, payload);
