// The page count a PDF declares, read from its page tree without parsing the file
// (rendering/page-count.ts): from classic cross-reference tables, from cross-reference and object
// streams (what pdf-lib writes), after an incremental update, from a file on disk; undefined
// whenever the quick read cannot tell, so that the full inspection decides. And the upload
// refuses a document over PDF_MAX_PAGES at once with the full check's Problem.
import { PDFDocument } from '@cantoo/pdf-lib';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredPageCount } from '../../src/rendering/page-count.ts';
import { pdfWorkers } from '../../src/rendering/worker-pool.ts';
import type { TestServer } from '../support/test-server.ts';
import { manyPages } from '../robustness/heavy-pdfs.ts';
import { onePage } from '../robustness/hostile-pdfs.ts';
import { createUser, makePdf, multipart, startServer } from './support.ts';

const count = (bytes: Buffer) => declaredPageCount(new Uint8Array(bytes));

describe('the page count a PDF declares', () => {
  it('reads /Count through a classic cross-reference table', async () => {
    expect(await count(onePage())).toBe(1);
    expect(await count(manyPages(30_000))).toBe(30_000);
  });

  it('reads it through cross-reference and object streams (pdf-lib) and without them', async () => {
    const doc = await PDFDocument.load(await makePdf(3));
    const streams = Buffer.from(await doc.save({ useObjectStreams: true }));
    const table = Buffer.from(await doc.save({ useObjectStreams: false }));
    expect(streams.includes('/Type /XRef')).toBe(true);
    expect(await count(streams)).toBe(3);
    expect(await count(table)).toBe(3);
  });

  it('reads the newest page tree after an incremental update', async () => {
    const doc = await PDFDocument.load(await makePdf(2));
    const original = Buffer.from(await doc.save({ useObjectStreams: false }));
    const updated = await PDFDocument.load(original);
    updated.addPage([595, 842]);
    // pdf-lib writes the whole file again; an incremental section is appended by hand below.
    expect(await count(Buffer.from(await updated.save()))).toBe(3);
    const startxref = Number(/startxref\s+(\d+)/.exec(original.toString('latin1').slice(-64))![1]);
    const pagesRef = /\/Pages (\d+) 0 R/.exec(original.toString('latin1'))![1];
    const appended = Buffer.from(
      `${pagesRef} 0 obj\n<< /Type /Pages /Kids [] /Count 7 >>\nendobj\n`,
      'latin1',
    );
    const at = original.length;
    const xrefAt = at + appended.length;
    const root = /\/Root (\d+) 0 R/.exec(original.toString('latin1'))![1];
    const section = Buffer.from(
      `xref\n${pagesRef} 1\n${String(at).padStart(10, '0')} 00000 n \n` +
        `trailer\n<< /Size 99 /Root ${root} 0 R /Prev ${startxref} >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      'latin1',
    );
    expect(await count(Buffer.concat([original, appended, section]))).toBe(7);
  });

  it('reads a file on disk', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-count-'));
    try {
      const file = path.join(dir, 'upload.pdf');
      writeFileSync(file, manyPages(2_500));
      expect(await declaredPageCount({ file })).toBe(2_500);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers undefined when it cannot tell (no startxref, a broken table, an indirect /Count)', async () => {
    const good = onePage();
    expect(await count(good.subarray(0, good.length - 40))).toBeUndefined();
    expect(await count(Buffer.from('%PDF-1.7\nnot a pdf at all\n'))).toBeUndefined();
    expect(
      await count(
        onePage({ pages: '<< /Type /Pages /Kids [3 0 R] /Count 6 0 R >>', extra: ['1'] }),
      ),
    ).toBeUndefined();
    const garbled = Buffer.from(
      good.toString('latin1').replace(/0000000\d\d\d 00000 n/g, 'garbage garbage n'),
      'latin1',
    );
    expect(await count(garbled)).toBeUndefined();
  });
});

describe('an upload over the page limit', () => {
  let server: TestServer;
  let anna: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    server = await startServer();
    anna = await createUser(server);
  });
  afterAll(() => server?.close());

  it('is refused at once, before any inspection, with the full check’s Problem (422 pdf_too_many_pages)', async () => {
    expect(server.config.pdf.maxPages).toBe(2_000);
    const body = multipart([
      {
        name: 'file',
        filename: 'ledger.pdf',
        contentType: 'application/pdf',
        value: manyPages(30_000),
      },
    ]);
    const checksBefore = pdfWorkers().started.inspect;
    const started = performance.now();
    const response = await server.app.inject({
      method: 'POST',
      url: '/v3/documents',
      headers: { ...anna.auth, ...body.headers },
      payload: body.payload,
    });
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'pdf_too_many_pages',
      detail:
        'The PDF has more than 2000 pages; a document can have at most 2000. Split it into ' +
        'smaller documents and upload them one by one.',
    });
    // No worker inspected it: the full inspection of 30 000 pages takes tens of seconds, the page
    // tree's /Count a glance (receiving and hashing the 9 MB body is most of this time).
    expect(pdfWorkers().started.inspect).toBe(checksBefore);
    expect(elapsed).toBeLessThan(5_000);
  });

  it('still refuses in the full check a file whose page tree claims fewer pages than it holds', async () => {
    const body = multipart([
      {
        name: 'file',
        filename: 'ledger.pdf',
        contentType: 'application/pdf',
        value: manyPages(2_100, 5),
      },
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/v3/documents',
      headers: { ...anna.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(['pdf_too_many_pages', 'pdf_broken']).toContain(response.json().code);
  });
});
