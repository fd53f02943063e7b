// Test support of the public verification: posting a PDF to POST /v3/verify, a PDF signed by a
// certificate that openssl made (not this service's), and what the server holds (rows in every
// table, files under the data folder) to show that a verification stores nothing.
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { createPrivateKey } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fromPem, KeySigner, signPdf } from '../../src/pades/index.ts';
import { multipart } from '../documents/support.ts';
import { run } from '../infra/pades/support.ts';
import type { Ctx } from '../signing/support.ts';

export function postVerify(
  ctx: Ctx,
  bytes: Buffer,
  extra: { document?: string; name?: string } = {},
) {
  const body = multipart([
    {
      name: 'file',
      value: bytes,
      filename: extra.name ?? 'received.pdf',
      contentType: 'application/pdf',
    },
    ...(extra.document ? [{ name: 'document', value: extra.document }] : []),
  ]);
  return ctx.inject({
    method: 'POST',
    url: '/v3/verify',
    headers: body.headers,
    payload: body.payload,
  });
}

/** A self-signed certificate and key made by `openssl req -x509` (a signer nobody vouches for). */
export async function foreignSigner(
  dir: string,
  commonName = 'Foreign Signer',
): Promise<KeySigner> {
  const key = path.join(dir, 'foreign.key');
  const certificate = path.join(dir, 'foreign.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-keyout',
    key,
    '-out',
    certificate,
    '-subj',
    `/CN=${commonName}/emailAddress=foreign@elsewhere.example`,
    '-days',
    '2',
  ]);
  return new KeySigner(createPrivateKey(readFileSync(key)), [
    Buffer.from(fromPem(readFileSync(certificate, 'utf8'))),
  ]);
}

export async function signWith(signer: KeySigner, pdf: Uint8Array): Promise<Buffer> {
  return Buffer.from(
    await signPdf(pdf, { signer, signingTime: new Date(), name: 'Foreign Signer' }),
  );
}

/** An incremental update that writes on page 1 (a change that is not a signature). */
export async function scribbleOnPage(pdf: Uint8Array): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, {
    forIncrementalUpdate: true,
    updateMetadata: false,
  });
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.getPage(0).drawText('PAID IN FULL', { x: 100, y: 100, size: 30, font });
  return Buffer.from(await document.save());
}

/** Row count of every table, and every file (with its size) under the data folder. */
export async function storedState(
  ctx: Ctx,
): Promise<{ rows: Record<string, number>; files: string[] }> {
  const db = ctx.server.testDb.db;
  const rows: Record<string, number> = {};
  for (const table of await db.introspection.getTables()) {
    const result = await db
      .selectFrom(table.name as never)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    rows[table.name] = Number((result as { count: number | string }).count);
  }
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(`${path.relative(ctx.server.config.dataDir, full)}:${statSync(full).size}`);
    }
  };
  walk(ctx.server.config.dataDir);
  return { rows, files: files.sort() };
}
