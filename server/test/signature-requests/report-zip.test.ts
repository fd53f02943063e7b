// The report (GET …/report?type=protocol|audit): a PDF that parses (pdfjs) and lists the
// signers, qualities, document hashes and the trail; the ZIP of the signed documents (a signed
// version stored the way the signing code stores it, through markSigned); attachments.
import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markSigned } from '../../src/areas/signature-requests/index.ts';
import {
  accountSigner,
  directSigner,
  draft,
  expectContract,
  openRequest,
  start,
  upload,
  user,
  type Ctx,
  type User,
} from './support.ts';

let ctx: Ctx;
let beat: User;
let anna: User;
let outsider: User;

beforeAll(async () => {
  ctx = await start();
  beat = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
  anna = await user(ctx, { firstName: 'Anna', lastName: 'Meier' });
  outsider = await user(ctx);
});
afterAll(() => ctx?.server.close());

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('\n') + '\n';
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text };
}

/** Entries of a ZIP archive (central directory; stored or deflated). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(offset + 10);
    const compressed = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extra = zip.readUInt16LE(offset + 30);
    const comment = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extra + comment;
  }
  return files;
}

/** Stores a "signed" version of the document and marks the signer signed, as the signing code does. */
async function sign(requestId: string, signatureId: string, documentId: string, marker: string) {
  const original = await ctx.server.app.context.storage.get(`documents/${documentId}/v1.pdf`);
  const signed = Buffer.concat([original!, Buffer.from(`\n% signed by ${marker}\n`)]);
  const key = `documents/${documentId}/signed-${marker}.pdf`;
  await ctx.server.app.context.storage.put(key, signed);
  await markSigned(ctx.server.testDb.db, requestId, signatureId, {
    signedDocuments: [{ documentId, storageKey: key }],
    address: '203.0.113.24',
  });
  return signed;
}

describe('report', () => {
  it('is refused for a draft (409) and for strangers (404)', async () => {
    const created = await draft(ctx, beat);
    const response = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${created.id}/report`,
      headers: beat.auth,
    });
    expect(response.statusCode).toBe(409);
    expectContract(response, 'get /v3/signature-requests/{requestId}/report');
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const stranger = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${req.id}/report`,
      headers: outsider.auth,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('protocol: who signed what, when, at which quality and legislation, hashes and the trail', async () => {
    const req = await openRequest(ctx, beat, (d) => [
      accountSigner(anna.email, d),
      directSigner('chiara.rossi@example.org', d),
    ]);
    const signed = await sign(req.id, req.signatures[0].id, req.documentId, 'anna');
    const response = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${req.id}/report?type=protocol`,
      headers: anna.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`signature-protocol-${req.id}.pdf`);
    const { text } = await pdfText(response.rawPayload);
    const flat = text.replace(/\n/g, ' ');
    expect(flat).toContain('Signature protocol');
    expect(flat).toContain(`Anna Meier <${anna.email}>`);
    expect(flat).toContain('Chiara Rossi <chiara.rossi@example.org>');
    expect(flat).toContain('Advanced electronic signature (AES), ZertES (CH)');
    expect(flat).toContain('no (direct link)');
    const original = await ctx.server.app.context.storage.get(`documents/${req.documentId}/v1.pdf`);
    expect(text).toContain(createHash('sha256').update(original!).digest('hex'));
    expect(text).toContain(createHash('sha256').update(signed).digest('hex'));
    for (const type of ['CREATED', 'INITIATED', 'SIGNED']) expect(text).toContain(type);
    expect(flat).toContain('from 203.0.113.24');
    expect(flat).toMatch(/hash chain of the \d+ events is intact/);
  });

  it('audit: the trail with each hash; a broken chain is reported', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const response = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${req.id}/report?type=audit`,
      headers: beat.auth,
    });
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Audit trail');
    expect(text.replace(/\n/g, ' ')).toContain(`previous event's SHA-256: ${'0'.repeat(64)}`);
    await ctx.server.testDb.db
      .deleteFrom('signature_request_events')
      .where('request_id', '=', req.id)
      .where('seq', '=', 1)
      .execute();
    const broken = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${req.id}/report?type=audit`,
      headers: beat.auth,
    });
    expect((await pdfText(broken.rawPayload)).text.replace(/\n/g, ' ')).toContain(
      'The hash chain is BROKEN at event 1',
    );
  });

  it('spans several pages for a long trail and draws characters Helvetica lacks as "?"', async () => {
    const req = await openRequest(
      ctx,
      beat,
      (d) => [accountSigner(anna.email, d)],
      'Vertrag – Zürich ✓ 合同',
    );
    for (let i = 0; i < 30; i++) {
      await ctx.inject({
        method: 'POST',
        url: `/v3/signature-requests/${req.id}/signatures`,
        headers: beat.auth,
        // Small fields side by side on page 1: fields may not overlap.
        payload: {
          ...accountSigner(`s${i}@example.org`, req.documentId),
          document_signatures: [
            {
              document_id: req.documentId,
              page: 1,
              x: 20 + (i % 6) * 90,
              y: 20 + Math.floor(i / 6) * 50,
              width: 75,
              height: 35,
            },
          ],
        },
      });
    }
    const response = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${req.id}/report`,
      headers: beat.auth,
    });
    const { pages, text } = await pdfText(response.rawPayload);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain('Vertrag – Zürich ? ??');
    expect(text).toContain(`page ${pages} of ${pages}`);
  });
});

describe('zip of the signed documents', () => {
  it('is 409 until SIGNED and then holds every signed document', async () => {
    const beatDocs = [
      await upload(ctx, beat, 'mandate.pdf'),
      await upload(ctx, beat, 'mandate.pdf'),
    ];
    const created = await draft(ctx, beat, {
      title: 'Mandate agreement 2026',
      documents: beatDocs,
      signatures: [accountSigner(anna.email, beatDocs[0])],
    });
    await ctx.inject({
      method: 'POST',
      url: `/v3/signature-requests/${created.id}/initiate`,
      headers: beat.auth,
    });
    const early = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${created.id}/zip`,
      headers: anna.auth,
    });
    expect(early.statusCode).toBe(409);
    expectContract(early, 'get /v3/signature-requests/{requestId}/zip');
    const signature = (
      await ctx.inject({
        method: 'GET',
        url: `/v3/signature-requests/${created.id}`,
        headers: beat.auth,
      })
    ).json().signatures[0].id;
    const original0 = await ctx.server.app.context.storage.get(`documents/${beatDocs[0]}/v1.pdf`);
    const key0 = `documents/${beatDocs[0]}/signed.pdf`;
    const key1 = `documents/${beatDocs[1]}/signed.pdf`;
    const signed0 = Buffer.concat([original0!, Buffer.from('\n% signed 0\n')]);
    const signed1 = Buffer.concat([original0!, Buffer.from('\n% signed 1\n')]);
    await ctx.server.app.context.storage.put(key0, signed0);
    await ctx.server.app.context.storage.put(key1, signed1);
    await markSigned(ctx.server.testDb.db, created.id, signature, {
      signedDocuments: [
        { documentId: beatDocs[0], storageKey: key0 },
        { documentId: beatDocs[1], storageKey: key1 },
      ],
    });
    const response = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${created.id}/zip`,
      headers: anna.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('Mandate agreement 2026-signed.zip');
    const files = unzip(response.rawPayload);
    expect([...files.keys()]).toEqual(['mandate-signed.pdf', 'mandate-signed (2).pdf']);
    expect(files.get('mandate-signed.pdf')).toEqual(signed0);
    expect(files.get('mandate-signed (2).pdf')).toEqual(signed1);
    // The documents answer their signed version.
    const document = (
      await ctx.inject({ method: 'GET', url: `/v3/documents/${beatDocs[0]}`, headers: beat.auth })
    ).json();
    expect(document).toMatchObject({ signed: true, version: 2 });
  });

  it('is 404 when a SIGNED request has no signed file stored', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    await markSigned(ctx.server.testDb.db, req.id, req.signatures[0].id);
    const response = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${req.id}/zip`,
      headers: beat.auth,
    });
    expect(response.statusCode).toBe(404);
    expectContract(response, 'get /v3/signature-requests/{requestId}/zip');
  });
});

describe('attachments (no contract operation creates them: rows made directly)', () => {
  it('are listed on the request, read by parties, deleted by the sender or uploader only', async () => {
    const req = await openRequest(ctx, beat, (d) => [
      accountSigner(anna.email, d),
      accountSigner(outsider.email, d, 300),
    ]);
    const db = ctx.server.testDb.db;
    const add = async (id: string, by: User, name: string, type: string) => {
      await ctx.server.app.context.storage.put(`attachments/${id}`, Buffer.from(`file ${id}`));
      await db
        .insertInto('signature_request_attachments')
        .values({
          id,
          request_id: req.id,
          name,
          content_type: type,
          size: 7,
          storage_key: `attachments/${id}`,
          uploaded_by_user_id: by.userId,
          uploaded_by_email: by.email,
          created_at: new Date().toISOString(),
        })
        .execute();
    };
    await add('att-1', beat, 'general-terms-2026.pdf', 'application/pdf');
    await add('att-2', anna, 'notes.txt', 'text/plain');
    const shown = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${req.id}`,
      headers: anna.auth,
    });
    expectContract(shown, 'get /v3/signature-requests/{requestId}');
    expect(shown.json().attachments.map((a: { id: string }) => a.id)).toEqual(['att-1', 'att-2']);
    const pdf = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${req.id}/attachments/att-1`,
      headers: anna.auth,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${req.id}/attachments/att-2`,
      headers: beat.auth,
    });
    expect(text.headers['content-type']).toBe('application/octet-stream');
    expect(text.body).toBe('file att-2');
    const forbidden = await ctx.inject({
      method: 'DELETE',
      url: `/v3/signature-requests/${req.id}/attachments/att-1`,
      headers: outsider.auth,
    });
    expect(forbidden.statusCode).toBe(403);
    expectContract(
      forbidden,
      'delete /v3/signature-requests/{requestId}/attachments/{attachmentId}',
    );
    const byUploader = await ctx.inject({
      method: 'DELETE',
      url: `/v3/signature-requests/${req.id}/attachments/att-2`,
      headers: anna.auth,
    });
    expectContract(
      byUploader,
      'delete /v3/signature-requests/{requestId}/attachments/{attachmentId}',
    );
    const bySender = await ctx.inject({
      method: 'DELETE',
      url: `/v3/signature-requests/${req.id}/attachments/att-1`,
      headers: beat.auth,
    });
    expect(bySender.statusCode).toBe(200);
    const gone = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${req.id}/attachments/att-1`,
      headers: beat.auth,
    });
    expect(gone.statusCode).toBe(404);
    expect(await ctx.server.app.context.storage.get('attachments/att-1')).toBeUndefined();
  });
});
