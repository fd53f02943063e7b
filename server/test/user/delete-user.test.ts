// POST /v1/user/delete: the password confirms; the account, its sessions and its stored bytes go.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/areas/user/index.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, login, register, signedIn } from '../auth/helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const inject = (options: InjectOptions) => server.app.inject(options);

describe('POST /v1/user/delete', () => {
  it('removes the stored bytes of the account (documents, page images, signature images)', async () => {
    const account = await signedIn(server);
    const { id } = (await findUserByEmail(server.testDb.db, account.email))!;
    const now = new Date().toISOString();
    const documentId = `doc-${id}`;
    await server.testDb.db
      .insertInto('documents')
      .values({
        id: documentId,
        owner_id: id,
        name: 'mandate-agreement-2026.pdf',
        title: null,
        size: 4,
        pages: 1,
        sha256: 'x',
        storage_key: `documents/${documentId}/v1.pdf`,
        version: 1,
        signed_storage_key: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await server.testDb.db
      .insertInto('rendered_pages')
      .values({
        storage_key: `pages/${documentId}/v1/1-100.png`,
        document_id: documentId,
        version: 1,
        page: 1,
        scale: 100,
        format: 'png',
        size: 4,
        created_at: now,
      })
      .execute();
    await server.testDb.db
      .insertInto('visual_signatures')
      .values({
        id: `vs-${id}`,
        user_id: id,
        data: '{}',
        is_default: 1,
        image_key: `signature-images/vs-${id}.png`,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const keys = [
      `documents/${documentId}/v1.pdf`,
      `pages/${documentId}/v1/1-100.png`,
      `signature-images/vs-${id}.png`,
    ];
    for (const key of keys) await server.app.context.storage.put(key, Buffer.from('data'));

    const deleted = await inject({
      method: 'POST',
      url: '/v1/user/delete',
      headers: account.auth,
      payload: { password: account.password },
    });
    expect(deleted.statusCode).toBe(200);
    for (const key of keys) expect(await server.app.context.storage.exists(key)).toBe(false);
    const left = await server.testDb.db
      .selectFrom('documents')
      .select('id')
      .where('owner_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses a wrong password with 422; the right one deletes the account and its sessions', async () => {
    const account = await signedIn(server);
    const { id } = (await findUserByEmail(server.testDb.db, account.email))!;
    const wrong = await inject({
      method: 'POST',
      url: '/v1/user/delete',
      headers: account.auth,
      payload: { password: 'Not-My-Password-1' },
    });
    expectContract(wrong, 'post /v1/user/delete');
    expect(wrong.statusCode).toBe(422);
    const deleted = await inject({
      method: 'POST',
      url: '/v1/user/delete',
      headers: account.auth,
      payload: { password: account.password },
    });
    expectContract(deleted, 'post /v1/user/delete');
    expect(deleted.json()).toEqual({ success: true, message: 'Account deleted.' });
    expect(
      (await inject({ method: 'GET', url: '/v1/user', headers: account.auth })).statusCode,
    ).toBe(401);
    expect((await login(server, account.email, account.password)).statusCode).toBe(401);
    expect(await findUserByEmail(server.testDb.db, account.email)).toBeUndefined();
    const sessions = await server.testDb.db.selectFrom('sessions').select('user_id').execute();
    expect(sessions.some((s) => s.user_id === id)).toBe(false);
    // The e-mail can sign up again.
    await register(server, { email: account.email });
  });
});
