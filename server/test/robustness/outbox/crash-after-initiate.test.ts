// A crash right after an initiate commits loses no invitation (the transactional outbox of mail,
// src/mail/mail-queue.ts). The server runs as a child process (server/src/main.ts, outbox
// transport, the mailbox at /dev/mailbox) with CRASH_AT=after-initiate-commit, so it kills itself
// (SIGKILL) the moment the initiate of a 40-signer request has committed, before any mail went
// out. Started again on the same database, it delivers all 40 invitations, each exactly once,
// with working direct links. SQLite, or PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../src/security/tokens.ts';
import { makePdf } from '../../documents/support.ts';
import { createTestDb, type TestDb } from '../../support/test-db.ts';
import { startChildServer, type ChildServer } from './child-server.ts';

const SIGNERS = 40;
const TITLE = 'Board resolution 2026';
const signerEmail = (n: number) => `signer${String(n).padStart(2, '0')}@example.org`;

let testDb: TestDb;
const servers: ChildServer[] = [];

/** A confirmed sender with a session, written straight into the database. */
async function sender(): Promise<{ authorization: string }> {
  const now = new Date().toISOString();
  await testDb.db
    .insertInto('users')
    .values({
      id: 'beat.keller',
      email: 'beat.keller@muster-treuhand.ch',
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
      last_login_at: null,
    })
    .execute();
  await testDb.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken('crash-test-session'),
      user_id: 'beat.keller',
      created_at: now,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return { authorization: 'Bearer crash-test-session' };
}

async function call(
  server: ChildServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined, text };
}

interface Listed {
  id: string;
  to: string;
  subject: string;
}

const mailbox = async (server: ChildServer): Promise<Listed[]> =>
  (await fetch(`${server.url}/dev/mailbox?format=json`)).json() as Promise<Listed[]>;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  await testDb?.close();
});

describe('a crash right after initiate commits', () => {
  it('loses no invitation: after a restart all 40 arrive, each exactly once', async () => {
    const auth = await sender();
    const crashing = await startChildServer(testDb, { CRASH_AT: 'after-initiate-commit' });
    servers.push(crashing);

    const pdf = await makePdf(1);
    const uploaded = await call(crashing, 'POST', '/v3/documents', auth, {
      name: 'board-resolution-2026.pdf',
      content: pdf.toString('base64'),
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const documentId = uploaded.json.id as string;
    const created = await call(crashing, 'POST', '/v3/signature-requests', auth, {
      title: TITLE,
      message: 'Please sign.',
      documents: [documentId],
      signatures: Array.from({ length: SIGNERS }, (_, i) => ({
        signer_identity_data: {
          email_address: signerEmail(i + 1),
          first_name: 'Signer',
          last_name: `No. ${i + 1}`,
          mobile: '+41 79 555 12 67',
          language: 'en',
        },
        document_signatures: [
          {
            document_id: documentId,
            page: 1,
            // A grid of 4 columns and 10 rows: fields may not overlap (placement_overlap).
            x: 40 + Math.floor(i / 10) * 130,
            y: 40 + (i % 10) * 70,
            width: 120,
            height: 60,
          },
        ],
        quality: 'ses',
      })),
    });
    expect(created.status, created.text).toBe(201);
    const requestId = created.json.id as string;

    // The process kills itself once the initiate has committed: no answer, no mail.
    await expect(
      call(crashing, 'POST', `/v3/signature-requests/${requestId}/initiate`, auth),
    ).rejects.toThrow();
    expect(await crashing.exited).toMatchObject({ signal: 'SIGKILL' });

    const request = await testDb.db
      .selectFrom('signature_requests')
      .select('status')
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('OPEN');
    const queued = await testDb.db.selectFrom('mail_queue').selectAll().execute();
    expect(queued).toHaveLength(SIGNERS);
    expect(queued.every((row) => row.sent_at === null && row.attempts === 0)).toBe(true);
    expect(await testDb.db.selectFrom('outbox').select('id').execute()).toHaveLength(0);

    // Started again (no CRASH_AT): its worker's first pass delivers what the dead one queued.
    const restarted = await startChildServer(testDb);
    servers.push(restarted);
    let mails: Listed[] = [];
    for (let i = 0; i < 150; i++) {
      mails = await mailbox(restarted);
      if (mails.length >= SIGNERS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Another pass or two later, still exactly one each.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    mails = await mailbox(restarted);
    const invitations = mails.filter((m) => m.subject.includes(TITLE));
    expect(invitations).toHaveLength(SIGNERS);
    expect(invitations.map((m) => m.to).sort()).toEqual(
      Array.from({ length: SIGNERS }, (_, i) => signerEmail(i + 1)),
    );
    const rows = await testDb.db.selectFrom('mail_queue').selectAll().execute();
    expect(rows.every((row) => row.sent_at !== null && row.message === null)).toBe(true);

    // The invitations' links work: a signer opens its request with the key of its mail.
    const one = invitations[0];
    const full = (await (
      await fetch(`${restarted.url}/dev/mailbox/${one.id}?format=json`)
    ).json()) as { text: string };
    const match = /\/direct-sign\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/.exec(full.text);
    expect(match?.[1]).toBe(requestId);
    const basic = `Basic ${Buffer.from(`${requestId}:${match![2]}`).toString('base64')}`;
    const me = await call(restarted, 'GET', '/v1/direct/user', { authorization: basic });
    expect(me.status, me.text).toBe(200);
    expect(me.json.email).toBe(one.to);
  }, 180_000);
});
