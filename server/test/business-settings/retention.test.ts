// Retention (docs/product.md#entities-business-settings "signatureRequests.retention (enabled, terminalState)"): the server's
// scheduled job deletes the documents of a business's requests `terminalState` days after they
// reached a terminal state, with the clock moved forward; a request of someone outside the
// business, a request still open and a business with retention off keep theirs.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import { RetentionJob, runRetention } from '../../src/areas/business/index.ts';
import { user } from '../business/support.ts';
import { accountSigner, openRequest, postAs, url } from '../signature-requests/support.ts';
import { putSettings, settingsBody, settingsWorld, type SettingsWorld } from './support.ts';

let world: SettingsWorld;
const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  world = await settingsWorld();
});
afterEach(async () => world.ctx.server.close());

/** The server's context with its clock `days` ahead. */
function movedBy(days: number): AppContext {
  const ctx = world.ctx.server.app.context;
  return { ...ctx, clock: { now: () => new Date(Date.now() + days * DAY) } };
}

async function withdrawn(sender: { auth: { authorization: string } } & { email: string }) {
  const signer = await user(world.ctx);
  const request = await openRequest(world.ctx, sender as never, (d) => [
    accountSigner(signer.email, d),
  ]);
  const response = await postAs(world.ctx, url(request.id, '/withdraw'), sender as never, {
    message: 'Replaced by a new version.',
  });
  expect(response.statusCode, response.body).toBe(200);
  return request;
}

async function documentExists(documentId: string) {
  const row = await world.ctx.server.testDb.db
    .selectFrom('documents')
    .select(['storage_key'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row !== undefined;
}

describe('retention', () => {
  it('deletes the documents of finished requests after the retention period, not before', async () => {
    await putSettings(world, settingsBody({ retention: { enabled: true, terminalState: 30 } }));
    const finished = await withdrawn(world.beat);
    const open = await openRequest(world.ctx, world.beat, (d) => [
      accountSigner(world.anna.email, d),
    ]);
    const outsider = await user(world.ctx);
    const outside = await withdrawn(outsider);
    const storageKey = (
      await world.ctx.server.testDb.db
        .selectFrom('documents')
        .select('storage_key')
        .where('id', '=', finished.documentId)
        .executeTakeFirstOrThrow()
    ).storage_key;

    expect(await runRetention(movedBy(29))).toBe(0);
    expect(await documentExists(finished.documentId)).toBe(true);

    expect(await runRetention(movedBy(31))).toBe(1);
    expect(await documentExists(finished.documentId)).toBe(false);
    expect(await world.ctx.server.app.context.storage.get(storageKey)).toBeUndefined();
    const download = await world.ctx.inject({
      method: 'GET',
      url: `/v3/documents/${finished.documentId}/download`,
      headers: world.beat.auth,
    });
    expect(download.statusCode).toBe(404);
    // The request and its trail stay.
    const request = await world.ctx.inject({
      method: 'GET',
      url: url(finished.id),
      headers: world.beat.auth,
    });
    expect(request.statusCode).toBe(200);
    expect(request.json().statusOverall).toBe('WITHDRAWN');

    expect(await documentExists(open.documentId)).toBe(true);
    expect(await documentExists(outside.documentId)).toBe(true);
    // Nothing is done twice.
    expect(await runRetention(movedBy(60))).toBe(0);
  });

  it('keeps everything while retention is off', async () => {
    await putSettings(world, settingsBody({ retention: { enabled: false, terminalState: 1 } }));
    const finished = await withdrawn(world.anna);
    expect(await runRetention(movedBy(400))).toBe(0);
    expect(await documentExists(finished.documentId)).toBe(true);
  });

  it('runs on its own as a scheduled job of the server', async () => {
    await putSettings(world, settingsBody({ retention: { enabled: true, terminalState: 7 } }));
    const finished = await withdrawn(world.anna);
    const job = new RetentionJob(movedBy(8), 20);
    job.start();
    try {
      const deadline = Date.now() + 10_000;
      while ((await documentExists(finished.documentId)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await job.stop();
    }
    expect(await documentExists(finished.documentId)).toBe(false);
    const purge = await world.ctx.server.testDb.db
      .selectFrom('retention_purges')
      .selectAll()
      .where('request_id', '=', finished.id)
      .executeTakeFirstOrThrow();
    expect(purge).toMatchObject({ business_id: world.businessId, documents: 1 });
  });
});
