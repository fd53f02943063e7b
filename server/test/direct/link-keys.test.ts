// Direct-link keys are never stored (src/security/link-keys.ts): the key a signer gets by mail
// is derived from the server's link secret and the signer row's nonce. The database holds no
// value that opens a link (and the mail queue keeps no body once a mail is delivered); a rotated
// link (claimed through /sendto) stops working; reminders carry the same, working key; a key
// mailed before migration 0008 keeps working while the database holds only its digest; another
// link secret opens nothing.
import { Migrator, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m0001 from '../../migrations/0001_accounts_documents.ts';
import * as m0002 from '../../migrations/0002_auth_accounts.ts';
import * as m0003 from '../../migrations/0003_document_pages.ts';
import * as m0004 from '../../migrations/0004_signature_requests.ts';
import * as m0005 from '../../migrations/0005_signing_identification.ts';
import * as m0006 from '../../migrations/0006_list_indexes.ts';
import { createDirectSignerResolver } from '../../src/areas/direct/direct-signers.ts';
import { migrate } from '../../src/db/connect.ts';
import { createLinkKeys, linkSecretOf } from '../../src/security/link-keys.ts';
import { createTestDb } from '../support/test-db.ts';
import {
  basic,
  directLinkFrom,
  directSigner,
  placement,
  openRequest,
  start,
  url,
  user,
  type Ctx,
  type User,
} from '../signature-requests/support.ts';

let ctx: Ctx;
let beat: User;
let chiara: User;
const EVA = 'eva.frei@example.org';

beforeAll(async () => {
  ctx = await start();
  beat = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
  chiara = await user(ctx, { firstName: 'Chiara', lastName: 'Rossi' });
});
afterAll(() => ctx?.server.close());

const opens = async (requestId: string, key: string) =>
  (await ctx.inject({ method: 'GET', url: '/v1/direct/user', headers: basic(requestId, key) }))
    .statusCode;

/** Every text value of every row of every table. */
async function everyStoredText(): Promise<string[]> {
  const db = ctx.server.testDb.db;
  const tables = await db.introspection.getTables();
  const values: string[] = [];
  for (const table of tables) {
    const rows = await db
      .selectFrom(table.name as never)
      .selectAll()
      .execute();
    for (const row of rows as Record<string, unknown>[]) {
      for (const value of Object.values(row)) if (typeof value === 'string') values.push(value);
    }
  }
  return values;
}

describe('direct-link keys', () => {
  it('are nowhere in the database, and nothing stored opens a link', async () => {
    const request = await openRequest(ctx, beat, (d) => [
      directSigner(EVA, d),
      // Its own spot: fields may not overlap (placement_overlap).
      {
        ...directSigner('luca.bianchi@example.org', d, 'de'),
        document_signatures: [placement(d, 300)],
      },
    ]);
    const keys = [
      directLinkFrom(ctx, EVA).key,
      directLinkFrom(ctx, 'luca.bianchi@example.org').key,
    ];
    for (const key of keys) expect(await opens(request.id, key)).toBe(200);

    const stored = await everyStoredText();
    for (const key of keys) {
      expect(stored.filter((value) => value.includes(key))).toEqual([]);
    }
    // The queued invitations were delivered, and their bodies blanked.
    const queue = await ctx.server.testDb.db.selectFrom('mail_queue').selectAll().execute();
    expect(queue.length).toBeGreaterThanOrEqual(2);
    expect(queue.every((row) => row.message === null && row.sent_at !== null)).toBe(true);
    // Neither the nonces nor any other stored value is a password of the links.
    const signerValues = (
      await ctx.server.testDb.db
        .selectFrom('signature_request_signers')
        .selectAll()
        .where('request_id', '=', request.id)
        .execute()
    ).flatMap((row) => Object.values(row).filter((v): v is string => typeof v === 'string'));
    const resolver = ctx.server.app.context.directSigners;
    for (const value of signerValues) {
      expect(await resolver.resolve(request.id, value)).toBeUndefined();
    }
  });

  it('are the same in reminders, which therefore open the request', async () => {
    const request = await openRequest(ctx, beat, (d) => [directSigner('mara@example.org', d)]);
    const invited = directLinkFrom(ctx, 'mara@example.org');
    const reminded = await ctx.inject({
      method: 'POST',
      url: url(request.id, '/remind'),
      headers: beat.auth,
    });
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(ctx.server.mailer.lastTo('mara@example.org')!.subject).toMatch(/^Promemoria/);
    const reminder = directLinkFrom(ctx, 'mara@example.org');
    expect(reminder).toEqual(invited);
    expect(await opens(request.id, reminder.key)).toBe(200);
  });

  it('stop working once the link is rotated (claimed through /sendto by an account)', async () => {
    const request = await openRequest(ctx, beat, (d) => [directSigner(chiara.email, d)]);
    const link = directLinkFrom(ctx, chiara.email);
    expect(await opens(request.id, link.key)).toBe(200);
    const before = await ctx.server.testDb.db
      .selectFrom('signature_request_signers')
      .select('link_key')
      .where('request_id', '=', request.id)
      .executeTakeFirstOrThrow();
    const sendtoId = /\/sendto\/(st-[A-Za-z0-9_-]+)/.exec(
      ctx.server.mailer.lastTo(chiara.email)!.text,
    )![1];
    const claim = await ctx.inject({
      method: 'POST',
      url: `/v3/sendto/${sendtoId}/claim`,
      headers: chiara.auth,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const after = await ctx.server.testDb.db
      .selectFrom('signature_request_signers')
      .select(['request_id', 'id', 'link_key'])
      .where('request_id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(after.link_key).not.toBe(before.link_key);
    expect(await opens(request.id, link.key)).toBe(401);
    // Not even the key of the new nonce opens it: the signer now has an account.
    expect(await opens(request.id, ctx.server.app.context.linkKeys.keyFor(after))).toBe(401);
  });

  it('open nothing with another link secret', async () => {
    const request = await openRequest(ctx, beat, (d) => [directSigner('nora@example.org', d)]);
    const link = directLinkFrom(ctx, 'nora@example.org');
    const row = await ctx.server.testDb.db
      .selectFrom('signature_request_signers')
      .select(['request_id', 'id', 'link_key'])
      .where('request_id', '=', request.id)
      .executeTakeFirstOrThrow();
    const ours = ctx.server.app.context.linkKeys;
    const theirs = createLinkKeys('another-secret-of-at-least-32-characters');
    expect(ours.keyFor(row)).toBe(link.key);
    expect(theirs.keyFor(row)).not.toBe(link.key);
    const stranger = createDirectSignerResolver(ctx.server.testDb.db, theirs);
    expect(await stranger.resolve(request.id, link.key)).toBeUndefined();
    // Theirs is a key the server never mailed: it opens nothing here either.
    expect(await opens(request.id, theirs.keyFor(row))).toBe(401);
    expect(() => createLinkKeys('too-short')).toThrow(/at least 32/);
  });

  it('keeps its secret in DATA_DIR/link-secret (generated once) unless LINK_SECRET is set', () => {
    const { dataDir } = ctx.server.config;
    const generated = linkSecretOf({ dataDir });
    expect(generated.length).toBeGreaterThanOrEqual(43);
    expect(linkSecretOf({ dataDir })).toBe(generated);
    expect(linkSecretOf({ dataDir, linkSecret: 'x'.repeat(40) })).toBe('x'.repeat(40));
  });
});

describe('migration 0008', () => {
  it('replaces each stored key by its digest; the key mailed before keeps working', async () => {
    // A database as it was before 0008 (the test database's engine, a folder of its own).
    const old = await createTestDb({ migrate: false });
    try {
      const before: Record<string, Migration> = {
        '0001_accounts_documents': m0001,
        '0002_auth_accounts': m0002,
        '0003_document_pages': m0003,
        '0004_signature_requests': m0004,
        '0005_signing_identification': m0005,
        '0006_list_indexes': m0006,
      };
      const migrator = new Migrator({
        db: old.db,
        provider: { getMigrations: async () => before },
      });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const now = new Date().toISOString();
      const requestId = '3f0c2d1e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
      const clearKey = 'Kq3v9yLwzX0aBcDeFgHiJkLmNoPqRsTu';
      await old.db
        .insertInto('users')
        .values({
          id: 'beat',
          email: 'beat@example.org',
          password_hash: 'unused',
          first_name: 'Beat',
          last_name: 'Keller',
          email_verified: 1,
          has_sso: 0,
          retention: null,
          attributes: '{}',
          qualities: '[]',
          disabled_qualities: '[]',
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      await old.db
        .insertInto('signature_requests')
        .values({
          id: requestId,
          sender_id: 'beat',
          title: 'Old request',
          message: null,
          status: 'OPEN',
          quality: null,
          legislation: null,
          exit_settings: null,
          created_at: now,
          updated_at: now,
          initiated_at: now,
          completed_at: null,
          last_reminded_at: null,
          locked_by: null,
          locked_until: null,
          event_head: null,
        })
        .execute();
      await old.db
        .insertInto('signature_request_signers')
        .values({
          request_id: requestId,
          id: `s-${requestId}-1`,
          position: 1,
          link_key: clearKey,
          email: 'chiara@example.org',
          account_email: null,
          first_name: 'Chiara',
          last_name: 'Rossi',
          mobile: null,
          language: 'it',
          name: 'Chiara Rossi',
          placements: '[]',
          status: 'OPEN',
          quality: 'ses',
          legislation: null,
          invited_at: now,
          viewed_at: null,
          signed_at: null,
          declined_at: null,
          sendto_id: 'st-old',
          claimed_by: null,
          claimed_at: null,
          visual_signature: null,
          created_at: now,
          updated_at: now,
        })
        .execute();

      await migrate(old.db);

      const row = await old.db
        .selectFrom('signature_request_signers')
        .select(['request_id', 'id', 'link_key'])
        .executeTakeFirstOrThrow();
      expect(row.link_key).toMatch(/^h1\.[A-Za-z0-9_-]{43}$/);
      expect(row.link_key).not.toContain(clearKey);
      const keys = createLinkKeys(linkSecretOf({ dataDir: old.dataDir }));
      const resolver = createDirectSignerResolver(old.db, keys);
      // The key in mails sent before still opens the link, and so does the derived one.
      expect(await resolver.resolve(requestId, clearKey)).toMatchObject({ signerId: row.id });
      expect(await resolver.resolve(requestId, keys.keyFor(row))).toMatchObject({
        signerId: row.id,
      });
      // The digest itself opens nothing.
      expect(await resolver.resolve(requestId, row.link_key)).toBeUndefined();
      expect(await resolver.resolve(requestId, row.link_key.slice(3))).toBeUndefined();
    } finally {
      await old.close();
    }
  });
});
