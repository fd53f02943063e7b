// The long-term validation worker at the edges: a document deleted before its turn (retention,
// account deletion) leaves no job behind (the row goes with it) and the pass carries on; a
// document whose signed file changed under a pass (its switch is a compare-and-set) keeps the new
// file and the extension made from the old one is thrown away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDocument } from '../../../src/areas/documents/index.ts';
import { ltvRow } from '../../../src/areas/signing/ltv/store.ts';
import { missingTools, titled } from '../../infra/pades/support.ts';
import { completedRequest, contextOf, ltvPass } from './support.ts';
import { start, type Ctx } from '../support.ts';

describe.skipIf(missingTools.length)(titled('long-term validation: edges', missingTools), () => {
  let ctx: Ctx;

  beforeAll(async () => {
    ctx = await start();
  });
  afterAll(async () => {
    await ctx?.server.close();
  });

  it('a document deleted before its turn: its job goes with it, the pass extends the others', async () => {
    const gone = await completedRequest(ctx);
    const kept = await completedRequest(ctx);
    const db = ctx.server.testDb.db;
    const row = await db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', gone.documentId)
      .executeTakeFirstOrThrow();
    await removeDocument(contextOf(ctx), row);
    expect(await ltvRow(db, gone.documentId)).toBeUndefined();
    expect(await ltvPass(ctx)).toEqual({ extended: [kept.documentId], failed: [] });
  });

  it('a signed file replaced under the pass: the switch is refused, the newer file stays', async () => {
    const done = await completedRequest(ctx);
    const db = ctx.server.testDb.db;
    const real = contextOf(ctx);
    const replaced = 'documents/replaced/v3-signed-elsewhere.pdf';
    const storage = real.storage;
    // The file changes between the pass's read and its switch (while the TSA stamps).
    const racing = {
      ...real,
      storage: {
        ...storage,
        get: storage.get.bind(storage),
        delete: storage.delete.bind(storage),
        exists: storage.exists.bind(storage),
        put: async (key: string, bytes: Uint8Array) => {
          await db
            .updateTable('documents')
            .set({ signed_storage_key: replaced })
            .where('id', '=', done.documentId)
            .execute();
          await storage.put(key, bytes);
        },
      },
    };
    const { runLtvPass } = await import('../../../src/areas/signing/index.ts');
    expect(await runLtvPass(racing)).toEqual({ extended: [], failed: [] });
    const document = await db
      .selectFrom('documents')
      .select('signed_storage_key')
      .where('id', '=', done.documentId)
      .executeTakeFirstOrThrow();
    expect(document.signed_storage_key).toBe(replaced);
    // The job is given back at once, not counted as a failure: the next pass starts anew.
    expect(await ltvRow(db, done.documentId)).toMatchObject({
      status: 'pending',
      attempts: 0,
      claimed_by: null,
    });
    // Nothing was written for the refused extension.
    const files = await import('node:fs/promises');
    const folder = `${ctx.server.config.dataDir}/files/documents/${done.documentId}`;
    const names = await files.readdir(folder);
    expect(names.filter((name) => name.includes('-signed-ltv'))).toEqual([]);
  });
});
