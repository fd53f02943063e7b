// Scale-out: two processes of the compiled server (as `npm start` runs it) on one database and one
// data folder serve the same users. A request is created through the first, signed through the
// second and read back through the first; a page rendered by one is served from the shared cache
// by the other; the invitation mail queued by one process is delivered once; the login limit of an
// address counts the failures of both processes (its counters are in the database). On PostgreSQL with
// TEST_DATABASE_URL (the deployment this is for), on SQLite (WAL) otherwise.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfNeeded, serverEntry } from '../../../scripts/build-server.mjs';
import { hashToken } from '../../src/security/tokens.ts';
import { makePdf } from '../infra/pades/support.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const root = path.resolve(import.meta.dirname, '../../..');
let testDb: TestDb;
const processes: ChildProcess[] = [];
let first: string;
let second: string;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startProcess(): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: testDb.dataDir,
      DATABASE_URL: testDb.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      // Shared by every process of a deployment (else each would make its own in DATA_DIR).
      LINK_SECRET: 'two-processes-link-secret-0123456789abcdef',
      CA_KEY_PASSPHRASE: 'two-processes-ca-passphrase',
      APP_DIR: testDb.dataDir,
      // The test is the proxy: X-Forwarded-For names the client of the per-address limits.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: 'ignore',
  });
  processes.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/v1/datetime`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server process did not start');
}

async function userWithSession(id: string, qualities: string[]) {
  const now = new Date().toISOString();
  const email = `${id}@muster-treuhand.ch`;
  await testDb.db
    .insertInto('users')
    .values({
      id,
      email,
      password_hash: 'unused',
      first_name: 'Lea',
      last_name: id,
      email_verified: 1,
      has_sso: 0,
      retention: null,
      attributes: '{}',
      qualities: JSON.stringify(qualities),
      disabled_qualities: '[]',
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  await testDb.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(`token-${id}`),
      user_id: id,
      created_at: now,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return { email, headers: { authorization: `Bearer token-${id}` } };
}

// The answers are read loosely here: the contract tests check their shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function call(
  base: string,
  method: string,
  url: string,
  headers: object,
  body?: unknown,
): Promise<{ status: number; body: Loose }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const type = response.headers.get('content-type') ?? '';
  const payload = type.includes('json')
    ? await response.json()
    : Buffer.from(await response.arrayBuffer());
  return { status: response.status, body: payload };
}

beforeAll(async () => {
  await buildServerIfNeeded();
  testDb = await createTestDb();
  first = await startProcess();
  second = await startProcess();
}, 120_000);

afterAll(async () => {
  for (const child of processes) child.kill('SIGTERM');
  await Promise.all(
    processes.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
    ),
  );
  await testDb?.close();
});

describe('two server processes on one database', () => {
  it('create through one, sign through the other, read back through the first', async () => {
    const sender = await userWithSession('two.sender', ['ses:any']);
    const signer = await userWithSession('two.signer', ['ses:any', 'aes:any']);
    const pdf = Buffer.from(await makePdf({ pages: 2 }));
    const uploaded = await call(first, 'POST', '/v3/documents', sender.headers, {
      name: 'mandate.pdf',
      content: pdf.toString('base64'),
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const documentId = uploaded.body.id as string;
    const created = await call(first, 'POST', '/v3/signature-requests', sender.headers, {
      title: 'Mandate agreement 2026',
      documents: [documentId],
      signatures: [
        {
          account_email: signer.email,
          document_signatures: [
            { document_id: documentId, page: 1, x: 56, y: 80, width: 200, height: 90 },
          ],
          quality: 'aes',
          legislation: 'zertes',
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const requestId = created.body.id as string;
    const initiated = await call(
      first,
      'POST',
      `/v3/signature-requests/${requestId}/initiate`,
      sender.headers,
    );
    expect(initiated.status, JSON.stringify(initiated.body)).toBe(200);

    // The second process lists it for the signer and signs it.
    const toSign = await call(
      second,
      'GET',
      '/v3/signature-requests?filter=toSign',
      signer.headers,
    );
    expect(toSign.status).toBe(200);
    expect(toSign.body.items.map((r: { id: string }) => r.id)).toEqual([requestId]);
    const signed = await call(second, 'POST', '/v3/sign', signer.headers, {
      signatureRequests: [{ id: requestId }],
      language: 'en',
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.results[0].status).toBe('SIGNED');

    // The first process sees it signed and serves the signed PDF the second wrote.
    const read = await call(first, 'GET', `/v3/signature-requests/${requestId}`, sender.headers);
    expect(read.body.statusOverall).toBe('SIGNED');
    const download = await call(
      first,
      'GET',
      `/v3/documents/${documentId}/download?signed=true`,
      sender.headers,
    );
    expect(download.status).toBe(200);
    expect(download.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.body.length).toBeGreaterThan(pdf.length);

    // Every mail queued for the signer is delivered once, though both processes run a worker.
    let queued: { id: number | string; sent_at: string | null }[] = [];
    for (let i = 0; i < 50; i++) {
      queued = await testDb.db
        .selectFrom('mail_queue')
        .select(['id', 'sent_at'])
        .where('recipient', '=', signer.email)
        .execute();
      if (queued.length > 0 && queued.every((m) => m.sent_at)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every((m) => m.sent_at)).toBe(true);
    const delivered = await testDb.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', signer.email)
      .execute();
    expect(delivered).toHaveLength(queued.length);
  }, 120_000);

  it('serves a page rendered by one process from the shared cache in the other', async () => {
    const owner = await userWithSession('two.pages', ['ses:any']);
    const pdf = Buffer.from(await makePdf({ pages: 1 }));
    const uploaded = await call(first, 'POST', '/v3/documents', owner.headers, {
      name: 'pages.pdf',
      content: pdf.toString('base64'),
    });
    const url = `/v3/documents/${uploaded.body.id}/pages/1`;
    let page = await call(first, 'GET', url, owner.headers);
    for (let i = 0; page.status === 202 && i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await call(first, 'GET', url, owner.headers);
    }
    expect(page.status).toBe(200);
    const cached = await call(second, 'GET', url, owner.headers);
    expect(cached.status).toBe(200);
    expect(Buffer.compare(cached.body, page.body)).toBe(0);
    const rows = await testDb.db
      .selectFrom('rendered_pages')
      .selectAll()
      .where('document_id', '=', uploaded.body.id as string)
      .execute();
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('counts the failed logins of an address through both processes against one limit', async () => {
    // 20 failures per address in 15 minutes, whatever the account (security/rate-limit.ts): ten
    // through each process. Counted per process, each would have seen only ten.
    const attempt = (base: string, n: number) =>
      fetch(`${base}/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.20.30.40' },
        body: JSON.stringify({ email: `nobody.${n}@example.org`, password: 'Wrong-Password-1!' }),
      });
    for (let n = 0; n < 20; n++) {
      const response = await attempt(n % 2 ? second : first, n);
      expect(response.status, `attempt ${n + 1}`).toBe(401);
    }
    for (const base of [first, second]) {
      const limited = await attempt(base, 99);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(((await limited.json()) as { code: string }).code).toBe('rate_limited');
    }
    // Another address is not limited.
    const other = await fetch(`${second}/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.20.30.41' },
      body: JSON.stringify({ email: 'nobody@example.org', password: 'Wrong-Password-1!' }),
    });
    expect(other.status).toBe(401);
  }, 120_000);
});
