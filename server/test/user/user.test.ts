// GET/PUT /v1/user, POST /v1/user/delete, /v1/user/accept, /v1/user/cello and the e-mail
// autocomplete over the user's own contacts.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/areas/auth/store.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, login, register, signedIn } from '../auth/helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const inject = (options: InjectOptions) => server.app.inject(options);
const setAttributes = async (email: string, attributes: Record<string, string[]>) => {
  const user = (await findUserByEmail(server.testDb.db, email))!;
  await server.testDb.db
    .updateTable('users')
    .set({ attributes: JSON.stringify({ ...JSON.parse(user.attributes), ...attributes }) })
    .where('id', '=', user.id)
    .execute();
};

describe('GET /v1/user', () => {
  it('answers the contract User with attributes in camelCase, permissions and defaults', async () => {
    const account = await signedIn(server, { lang: 'fr', mobile: '+41 79 123 45 67' });
    const response = await inject({ method: 'GET', url: '/v1/user', headers: account.auth });
    expectContract(response, 'get /v1/user');
    const user = response.json();
    expect(user).toMatchObject({
      email: account.email,
      emailVerified: true,
      hasSso: false,
      retention: null,
      attributes: {
        lang: ['fr'],
        mobile: ['+41 79 123 45 67'],
        weakPassword: ['false'],
        freeSignaturesRemaining: ['5'],
        emailNotificationLevel: ['all'],
      },
      permissions: {
        visualSignatures: {
          claim: { canUpdate: true, defaultValue: true },
          date: { canUpdate: true, defaultValue: true },
          std: { canUpdate: true, defaultValue: true },
        },
      },
      signatureQualities: { ses: { any: { quality: 'ses' } } },
      disabledQualities: [],
      signatures: {
        name: 'Anna Meier',
        language: 'fr',
        displayClaim: true,
        displayStandards: true,
        displayQr: false,
        displayDate: true,
      },
    });
    // Internal attributes (the sign-up avatar) are not answered.
    expect(user.attributes.avatar).toBeUndefined();
    expect(Object.keys(user.attributes).every((k: string) => !k.includes('_'))).toBe(true);
  });
});

describe('PUT /v1/user', () => {
  it('changes names, attributes (empty list removes) and signature defaults', async () => {
    const account = await signedIn(server, { mobile: '+41 79 123 45 67' });
    const response = await inject({
      method: 'PUT',
      url: '/v1/user',
      headers: account.auth,
      payload: {
        firstName: ' Anna-Lena ',
        lastName: 'Meier',
        attributes: {
          lang: ['de'],
          email_notification_level: ['important'],
          mobile: [],
          default_legislation: ['zertes'],
        },
        signatures: {
          name: 'A. Meier',
          company: 'Muster Treuhand AG',
          language: 'de',
          location: 'Zürich',
          displayClaim: false,
          displayStandards: true,
          displayQr: true,
          displayDate: true,
        },
      },
    });
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user.firstName).toBe('Anna-Lena');
    expect(user.attributes).toMatchObject({
      lang: ['de'],
      emailNotificationLevel: ['important'],
      defaultLegislation: ['zertes'],
    });
    expect(user.attributes.mobile).toBeUndefined();
    expect(user.signatures).toEqual({
      name: 'A. Meier',
      company: 'Muster Treuhand AG',
      language: 'de',
      location: 'Zürich',
      displayClaim: false,
      displayStandards: true,
      displayQr: true,
      displayDate: true,
    });
    const again = await inject({ method: 'GET', url: '/v1/user', headers: account.auth });
    expect(again.json()).toEqual(user);
  });

  it('refuses to change names fixed by an identification with 422', async () => {
    const account = await signedIn(server);
    await setAttributes(account.email, { immutable_eid_fields: ['lastName'] });
    const response = await inject({
      method: 'PUT',
      url: '/v1/user',
      headers: account.auth,
      payload: { firstName: 'Anna', lastName: 'Muster' },
    });
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ pointer: '/body/lastName', code: 'immutable_field' }),
    ]);
    // Sending the same name is fine.
    const same = await inject({
      method: 'PUT',
      url: '/v1/user',
      headers: account.auth,
      payload: { firstName: 'Anna', lastName: 'Meier' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().attributes.immutableEidFields).toEqual(['lastName']);
  });

  it('refuses Italian for an account user with 422 (direct signing only)', async () => {
    const account = await signedIn(server);
    const response = await inject({
      method: 'PUT',
      url: '/v1/user',
      headers: account.auth,
      payload: { firstName: 'Anna', lastName: 'Meier', attributes: { lang: ['it'] } },
    });
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].pointer).toBe('/body/attributes/lang/0');
  });

  it('refuses server-set attributes and invalid values with 400 and pointers', async () => {
    const account = await signedIn(server);
    const response = await inject({
      method: 'PUT',
      url: '/v1/user',
      headers: account.auth,
      payload: {
        firstName: 'Anna',
        lastName: 'Meier',
        attributes: { weak_password: ['false'], mobile: ['12'] },
      },
    });
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(400);
    const pointers = response.json().errors.map((e: { pointer: string }) => e.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining(['/body/attributes/weak_password', '/body/attributes/mobile/0']),
    );
  });
});

describe('POST /v1/user/accept', () => {
  it('refuses nothing accepted with 422 and a business invitation that is not pending', async () => {
    const account = await signedIn(server);
    const none = await inject({
      method: 'POST',
      url: '/v1/user/accept',
      headers: account.auth,
      payload: { business_invite: false, gtc: false, tou_swisscom: false },
    });
    expectContract(none, 'post /v1/user/accept');
    expect(none.statusCode).toBe(422);
    const invite = await inject({
      method: 'POST',
      url: '/v1/user/accept',
      headers: account.auth,
      payload: { business_invite: true, gtc: true, tou_swisscom: false },
    });
    expect(invite.statusCode).toBe(422);
    expect(invite.json().code).toBe('no_pending_invitation');
    const user = await inject({ method: 'GET', url: '/v1/user', headers: account.auth });
    expect(user.json().attributes.acceptedGtc).toBeUndefined();
  });

  it('accepts the terms and a pending business invitation', async () => {
    const account = await signedIn(server);
    const gtc = await inject({
      method: 'POST',
      url: '/v1/user/accept',
      headers: account.auth,
      payload: { business_invite: false, gtc: true, tou_swisscom: true },
    });
    expectContract(gtc, 'post /v1/user/accept');
    expect(gtc.json()).toEqual({ success: true, message: 'Accepted.' });
    await setAttributes(account.email, { accepted_business_invite: ['false'] });
    const invite = await inject({
      method: 'POST',
      url: '/v1/user/accept',
      headers: account.auth,
      payload: { business_invite: true, gtc: false, tou_swisscom: false },
    });
    expect(invite.statusCode).toBe(200);
    const user = await inject({ method: 'GET', url: '/v1/user', headers: account.auth });
    expect(user.json().attributes).toMatchObject({
      acceptedGtc: ['true'],
      acceptedBusinessInvite: ['true'],
    });
    const stored = (await findUserByEmail(server.testDb.db, account.email))!;
    expect(JSON.parse(stored.attributes).accepted_tou_swisscom).toEqual(['true']);
  });
});

describe('POST /v1/user/cello', () => {
  it('answers a fresh referral token valid 24 hours, one stored per user', async () => {
    const account = await signedIn(server);
    const first = await inject({ method: 'POST', url: '/v1/user/cello', headers: account.auth });
    expectContract(first, 'post /v1/user/cello');
    const second = await inject({ method: 'POST', url: '/v1/user/cello', headers: account.auth });
    expect(first.json().token).toMatch(/^cello_/);
    expect(second.json().token).not.toBe(first.json().token);
    const hours = (Date.parse(second.json().expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
    const user = (await findUserByEmail(server.testDb.db, account.email))!;
    const rows = await server.testDb.db
      .selectFrom('referral_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([
      { user_id: user.id, token: second.json().token, expires_at: second.json().expiresAt },
    ]);
  });
});

describe('GET /v1/email_input_autocomplete', () => {
  it('proposes the own contacts matching e-mail or name, most used first, never others', async () => {
    const account = await signedIn(server);
    const other = await signedIn(server);
    const me = (await findUserByEmail(server.testDb.db, account.email))!;
    const them = (await findUserByEmail(server.testDb.db, other.email))!;
    const now = new Date().toISOString();
    await server.testDb.db
      .insertInto('contacts')
      .values([
        {
          user_id: me.id,
          email: 'beat.keller@muster-treuhand.ch',
          name: 'Beat Keller',
          use_count: 5,
          last_used_at: now,
        },
        {
          user_id: me.id,
          email: 'chiara.rossi@example.org',
          name: 'Chiara Rossi',
          use_count: 2,
          last_used_at: now,
        },
        {
          user_id: me.id,
          email: 'daniel.frei@muster-treuhand.ch',
          name: '',
          use_count: 1,
          last_used_at: now,
        },
        {
          user_id: me.id,
          email: 'percent_100@example.org',
          name: '',
          use_count: 1,
          last_used_at: now,
        },
        {
          user_id: them.id,
          email: 'beat.secret@example.org',
          name: 'Beat Secret',
          use_count: 9,
          last_used_at: now,
        },
      ])
      .execute();
    const search = (input: string, auth = account.auth) =>
      inject({
        method: 'GET',
        url: `/v1/email_input_autocomplete?input=${encodeURIComponent(input)}`,
        headers: auth,
      });

    const beat = await search('BEAT');
    expectContract(beat, 'get /v1/email_input_autocomplete');
    expect(beat.json()).toEqual({
      items: [{ email: 'beat.keller@muster-treuhand.ch', name: 'Beat Keller' }],
    });
    const domain = await search('muster-treuhand');
    expect(domain.json().items.map((i: { email: string }) => i.email)).toEqual([
      'beat.keller@muster-treuhand.ch',
      'daniel.frei@muster-treuhand.ch',
    ]);
    expect((await search('rossi')).json().items).toEqual([
      { email: 'chiara.rossi@example.org', name: 'Chiara Rossi' },
    ]);
    // LIKE wildcards in the input are literal.
    expect((await search('%')).json().items).toEqual([]);
    expect((await search('t_1')).json().items).toEqual([
      { email: 'percent_100@example.org', name: '' },
    ]);
    expect((await search('beat', other.auth)).json().items).toEqual([
      { email: 'beat.secret@example.org', name: 'Beat Secret' },
    ]);
  });

  it('answers an empty list for a user without contacts and 400 without input', async () => {
    const account = await signedIn(server);
    const empty = await inject({
      method: 'GET',
      url: '/v1/email_input_autocomplete?input=a',
      headers: account.auth,
    });
    expect(empty.json()).toEqual({ items: [] });
    const missing = await inject({
      method: 'GET',
      url: '/v1/email_input_autocomplete',
      headers: account.auth,
    });
    expectContract(missing, 'get /v1/email_input_autocomplete');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].pointer).toBe('/query/input');
  });
});

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
