// `npm run backup` / `npm run restore`: a PDF signed through the API is backed up with the
// database, the documents and the certificate authority, restored into a fresh data folder (and
// a fresh database on PostgreSQL), and served again by a server on the restored data — still a
// valid signature for pdfsig. A damaged backup and a non-empty target are refused.
import { execFileSync } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { createBackup, restoreBackup, verifyBackup } from '../../../src/backup/backup.ts';
import { loadConfig } from '../../../src/config.ts';
import { migrate, openDatabase, type Db } from '../../../src/db/connect.ts';
import { CapturingMailer } from '../../support/test-server.ts';
import { signedIn } from '../../auth/helpers.ts';
import { pdfsigText } from '../../kit/signed-pdf.ts';
import { makePdf } from '../../documents/support.ts';
import { createTestServer, type TestServer } from '../../support/test-server.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let server: TestServer;
let folder: string;
let signedPdf: Buffer;
let documentId: string;
let login: { authorization: string };

/** Uploads a PDF, sends it to its owner alone and signs it (simple signature). */
async function signOneDocument(target: TestServer) {
  const account = await signedIn(target);
  const auth = account.auth;
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    target.app.inject({ method, url, headers: auth, payload });
  const pdf = await makePdf(1);
  const uploaded = await inject('POST', '/v3/documents', {
    name: 'contract.pdf',
    content: pdf.toString('base64'),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id = uploaded.json().id as string;
  const user = (await inject('GET', '/v1/user')).json();
  const created = await inject('POST', '/v3/signature-requests', {
    title: 'Contract',
    documents: [id],
    signatures: [
      {
        account_email: user.email,
        quality: 'ses',
        document_signatures: [{ document_id: id, page: 1, x: 56, y: 520, width: 300, height: 140 }],
      },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const requestId = created.json().id as string;
  expect((await inject('POST', `/v3/signature-requests/${requestId}/initiate`)).statusCode).toBe(
    200,
  );
  const signed = await inject('POST', '/v3/sign', {
    signatureRequests: [{ id: requestId }],
    language: 'en',
  });
  expect(signed.statusCode, signed.body).toBe(200);
  expect(signed.json().results[0].status).toBe('SIGNED');
  const download = await inject('GET', `/v3/documents/${id}/download?signed=true`);
  expect(download.statusCode).toBe(200);
  return { auth, id, pdf: download.rawPayload };
}

async function pdfsigValid(pdf: string, rootPem: string, dir: string): Promise<string> {
  const nss = path.join(dir, 'nss');
  execFileSync('mkdir', ['-p', nss]);
  execFileSync('certutil', ['-N', '-d', `sql:${nss}`, '--empty-password']);
  execFileSync('certutil', ['-A', '-d', `sql:${nss}`, '-n', 'root', '-t', 'C,C,', '-i', rootPem]);
  // pdfsig exits 0 even on a mismatch: its text is the verdict.
  return pdfsigText(nss, pdf);
}

beforeAll(async () => {
  server = await createTestServer();
  folder = await mkdtemp(path.join(tmpdir(), 'signing-backup-'));
  const signed = await signOneDocument(server);
  signedPdf = signed.pdf;
  documentId = signed.id;
  login = signed.auth;
}, 120_000);
afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores a signed document that still validates with pdfsig', async () => {
    const backupDir = path.join(folder, 'backup');
    const manifest = await createBackup(
      { dataDir: server.config.dataDir, databaseUrl: server.testDb.databaseUrl },
      backupDir,
    );
    expect(manifest.database).toBe(onPostgres ? 'postgresql' : 'sqlite');
    expect(manifest.files.some((file) => file.path.startsWith('files/documents/'))).toBe(true);
    expect(manifest.files.some((file) => file.path === 'ca/root-ca.pem')).toBe(true);
    // The generated link secret travels too: without it no direct link already mailed opens.
    const secretFile = path.join(server.config.dataDir, 'link-secret');
    expect(server.config.linkSecret).toBeUndefined();
    expect(manifest.files.some((file) => file.path === 'link-secret')).toBe(true);

    // A fresh data folder, and on PostgreSQL a fresh database, as after losing the machine.
    const dataDir = path.join(folder, 'restored');
    let databaseUrl: string | undefined;
    if (onPostgres) {
      const name = `restore_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    await restoreBackup({ dataDir, databaseUrl }, backupDir);
    const restoredSecret = path.join(dataDir, 'link-secret');
    expect(await readFile(restoredSecret, 'utf8')).toBe(await readFile(secretFile, 'utf8'));
    expect((await stat(restoredSecret)).mode & 0o777).toBe(0o600);

    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_DIR: dataDir });
    const db: Db = openDatabase({ dataDir, databaseUrl });
    await migrate(db);
    const restored = await buildApp(
      { ...config, databaseUrl },
      { db, mailer: new CapturingMailer() },
    );
    try {
      const download = await restored.inject({
        method: 'GET',
        url: `/v3/documents/${documentId}/download?signed=true`,
        headers: login,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(signedPdf)).toBe(true);
      const file = path.join(folder, 'restored.pdf');
      await writeFile(file, download.rawPayload);
      const verdict = await pdfsigValid(file, path.join(dataDir, 'ca', 'root-ca.pem'), folder);
      expect(verdict).toContain('Signature is Valid.');
      expect(verdict).toContain('Certificate is Trusted.');
    } finally {
      await restored.close();
      await db.destroy();
      if (databaseUrl) {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)}`);
        await admin.end();
      }
    }
  });

  it('refuses a damaged backup and a data folder that already holds data', async () => {
    const backupDir = path.join(folder, 'backup-2');
    const manifest = await createBackup(
      { dataDir: server.config.dataDir, databaseUrl: server.testDb.databaseUrl },
      backupDir,
    );
    await expect(
      restoreBackup(
        { dataDir: server.config.dataDir, databaseUrl: server.testDb.databaseUrl },
        backupDir,
      ),
    ).rejects.toThrow(/already holds data/);
    const document = manifest.files.find((file) => file.path.startsWith('files/'))!;
    await appendFile(path.join(backupDir, document.path), 'tampered');
    await expect(verifyBackup(backupDir)).rejects.toThrow(/is damaged/);
    expect(JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8')).format).toBe(
      1,
    );
  });
});
