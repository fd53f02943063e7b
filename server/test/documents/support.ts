// Test support for documents and visual signatures: a server whose not-yet-written handlers of
// other areas answer 501 (so these tests run while the rest is built), users with sessions made
// directly in the database, multipart bodies, PDFs made by code, and contract schema checks.
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractOperations, loadContract } from '../../src/contract.ts';
import { hashToken } from '../../src/security/tokens.ts';
import { implemented } from '../../src/areas/index.ts';
import { pendingIssueFor } from '../../src/areas/pending.ts';
import type { Handlers } from '../../src/areas/handler.ts';
import { notImplemented } from '../../src/problem.ts';
import type { ServerConfig } from '../../src/config.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';

const contract = loadContract();

/** The implemented handlers plus 501 for operations whose area is still being written. */
function handlersForTests(): Handlers {
  const all: Record<string, unknown> = {};
  for (const op of contractOperations(contract)) {
    if (!pendingIssueFor(op.tag)) {
      all[op.operationId] = async () => {
        throw notImplemented('not part of these tests');
      };
    }
  }
  return { ...(all as Handlers), ...implemented };
}

export function startServer(config: Partial<ServerConfig> = {}): Promise<TestServer> {
  return createTestServer({ handlers: handlersForTests(), config });
}

let counter = 0;

/** A user with a valid session; answers the user id and its Authorization header. */
export async function createUser(
  server: TestServer,
  fields: { firstName?: string; lastName?: string; attributes?: Record<string, string[]> } = {},
): Promise<{ userId: string; auth: { authorization: string } }> {
  counter += 1;
  const userId = `user.${counter}.${Math.random().toString(36).slice(2, 8)}`;
  const now = new Date();
  await server.testDb.db
    .insertInto('users')
    .values({
      id: userId,
      email: `${userId}@muster-treuhand.ch`,
      password_hash: 'unused',
      first_name: fields.firstName ?? 'Anna',
      last_name: fields.lastName ?? 'Meier',
      email_verified: 1,
      has_sso: 0,
      retention: null,
      attributes: JSON.stringify(fields.attributes ?? {}),
      qualities: '[]',
      disabled_qualities: '[]',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    } as never)
    .execute();
  const token = `token-${userId}`;
  await server.testDb.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return { userId, auth: { authorization: `Bearer ${token}` } };
}

export interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body and its content type. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${
      part.filename === undefined ? '' : `; filename="${part.filename}"`
    }`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PDF of `pages` A4 pages of text, optionally encrypted by pdf-lib. */
export async function makePdf(
  pages: number,
  options: { userPassword?: string; ownerPassword?: string; size?: [number, number] } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage(options.size ?? [595, 842]);
    page.drawText(`Mandate agreement 2026 - page ${n}`, { x: 50, y: 780, size: 18, font });
    for (let line = 0; line < 40; line++) {
      page.drawText(
        `${line + 1}. The client instructs Muster Treuhand AG to keep the accounts for 2026.`,
        { x: 50, y: 740 - line * 17, size: 10, font },
      );
    }
  }
  if (options.userPassword !== undefined || options.ownerPassword !== undefined) {
    doc.encrypt({
      userPassword: options.userPassword ?? '',
      ownerPassword: options.ownerPassword ?? 'owner-secret',
    });
  }
  return Buffer.from(await doc.save());
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../../generated/openapi.json'), 'utf8'),
  ),
  'contract',
);

/** The ajv errors of `value` against components/schemas/`name` (empty when it conforms). */
export function schemaErrors(name: string, value: unknown): string[] {
  const validate = ajv.getSchema(`contract#/components/schemas/${name}`);
  if (!validate) throw new Error(`no schema ${name}`);
  return validate(value)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? e.keyword}`);
}
