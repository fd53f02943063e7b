// store/load.ts: the parts of a page of requests (signers, documents, attachments, senders and
// observers) read in one statement on PostgreSQL, each part's rows as JSON, are the rows the five
// statements read one by one: the same values and types, in the same order, empty parts empty,
// and the senders of a page with fewer senders than requests (in any order: they are found by
// id). On SQLite both are the five statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partRows, partRowsOneByOne } from '../../src/areas/signature-requests/store/load.ts';
import {
  accountSigner,
  directSigner,
  draft,
  postAs,
  startWithParties,
  upload,
  url,
  type Ctx,
  type User,
} from './support.ts';

let ctx: Ctx;
let beat: User;
let anna: User;
let daniel: User;
const ids: string[] = [];

beforeAll(async () => {
  ({ ctx, beat, anna, daniel } = await startWithParties());
  const request = async (sender: User, documents: number, observers: string[]) => {
    const documentIds = [];
    for (let i = 0; i < documents; i++)
      documentIds.push(await upload(ctx, sender, `part-${i}.pdf`));
    const created = await draft(ctx, sender, {
      documents: documentIds,
      signatures: [
        accountSigner(anna.email, documentIds[0]),
        directSigner('outside.signer@example.org', documentIds[0]),
      ],
      workflow: { observers: observers.map((email) => ({ email })) },
    });
    const initiated = await postAs(ctx, url(created.id, '/initiate'), sender);
    expect(initiated.statusCode, initiated.body).toBe(200);
    ids.push(created.id as string);
  };
  await request(beat, 2, ['observer.one@example.org', 'observer.two@example.org']);
  await request(daniel, 1, []);
  await request(beat, 1, ['observer.three@example.org']);
  for (const [n, requestId] of [ids[0], ids[0], ids[2]].entries()) {
    await ctx.server.testDb.db
      .insertInto('signature_request_attachments')
      .values({
        id: `attachment-${n}`,
        request_id: requestId,
        name: `notes-${n}.txt`,
        content_type: 'text/plain',
        size: 7 + n,
        storage_key: `attachments/attachment-${n}`,
        uploaded_by_user_id: beat.userId,
        uploaded_by_email: beat.email,
        created_at: `2026-01-0${3 - n}T00:00:00.000Z`,
      })
      .execute();
  }
}, 60_000);
afterAll(() => ctx?.server.close());

/** The senders are found by id (their query has no order): sorted by it to compare. */
const bySenderId = (parts: Awaited<ReturnType<typeof partRows>>) => {
  parts[3].sort((a, b) => a.id.localeCompare(b.id));
  return parts;
};

describe("a page's parts", () => {
  it('are the rows of the five statements, for a page, a request alone and fewer senders', async () => {
    const db = ctx.server.testDb.db;
    for (const [page, senders] of [
      [ids, [beat.userId, daniel.userId]],
      [[ids[1]], [daniel.userId]],
      [[ids[2], ids[0]], [beat.userId]],
    ] as const) {
      const atOnce = bySenderId(await partRows(db, [...page], [...senders]));
      expect(atOnce).toEqual(bySenderId(await partRowsOneByOne(db, [...page], [...senders])));
      // Every part has rows here (signers, documents, attachments, senders, observers).
      if (page.length === 3) expect(atOnce.map((rows) => rows.length)).toEqual([6, 4, 3, 2, 3]);
    }
  });

  it('are empty for requests with none', async () => {
    const db = ctx.server.testDb.db;
    expect(await partRows(db, ['no-such-request'], ['no-such-user'])).toEqual([[], [], [], [], []]);
  });
});
