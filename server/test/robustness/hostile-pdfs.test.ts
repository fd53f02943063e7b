// Hostile PDFs against POST /v3/documents (files made in hostile-pdfs.ts, nothing from disk):
// every kind is refused with a 4xx and its code (never a 5xx, never a 201), while another user's
// ordinary one-page upload is served within a bound and the server's memory stays bounded (RSS
// sampled all along; the peak growth is printed).
//
// Active content is refused, not flagged (see rendering/pdf-objects.mjs): a signer must see
// exactly what they sign, and JavaScript, a Launch action or an attached program could show or do
// something else. Attachments that are not programs stay allowed (last test).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCertificateAuthority, pdfSignatureCount, signPdf } from '../../src/pades/index.ts';
import type { TestServer } from '../support/test-server.ts';
import { createUser, makePdf, multipart, startServer } from '../documents/support.ts';
import { damagedPdfs, hostilePdfs, onePage, stream } from './hostile-pdfs.ts';

/** What each kind must answer: status and Problem code. */
const EXPECTED: Record<string, [number, string]> = {
  'decompression bomb': [422, 'pdf_decompression_bomb'],
  'nested decompression bomb': [422, 'pdf_decompression_bomb'],
  'object stream bomb': [422, 'pdf_decompression_bomb'],
  'broken streams that inflate before they break': [422, 'pdf_decompression_bomb'],
  'image pixel bomb': [422, 'pdf_decompression_bomb'],
  'LZW bomb': [422, 'pdf_decompression_bomb'],
  'RunLength bomb behind ASCIIHex': [422, 'pdf_decompression_bomb'],
  '100 000-page file': [422, 'pdf_too_many_pages'],
  'reference loop in the page tree': [422, 'pdf_reference_loop'],
  'reference loop through /Parent': [422, 'pdf_reference_loop'],
  'reference chain loop': [422, 'pdf_reference_loop'],
  'xref /Prev loop': [422, 'pdf_reference_loop'],
  '0 x 0 page': [422, 'pdf_empty_page'],
  'page without a MediaBox': [422, 'pdf_empty_page'],
  'huge MediaBox': [422, 'pdf_page_too_large'],
  'deep nesting': [422, 'pdf_too_complex'],
  'object-count flood': [422, 'pdf_too_complex'],
  'page count smaller than the pages': [422, 'pdf_broken'],
  'JavaScript action': [422, 'pdf_javascript'],
  'JavaScript in the name tree': [422, 'pdf_javascript'],
  'Launch action': [422, 'pdf_launch_action'],
  'embedded executable': [422, 'pdf_executable_attachment'],
  truncated: [422, 'pdf_broken'],
  'garbage xref': [422, 'pdf_broken'],
  'xref pointing beside the objects': [422, 'pdf_broken'],
  'encrypted (open password)': [422, 'pdf_encrypted'],
  'encrypted (owner password only)': [422, 'pdf_encrypted'],
  'not a PDF': [415, 'unsupported_media_type'],
  'PDF inside a ZIP': [415, 'unsupported_media_type'],
  'PDF sent as a ZIP': [415, 'unsupported_media_type'],
};
/** Another user's upload while a hostile one is processed must be served within this. */
const FAIR_LATENCY_MS = 10_000;
/** The server's RSS may grow by at most this much over the whole file. */
const MAX_RSS_GROWTH = 1024 * 1024 * 1024;

let server: TestServer;
let mallory: Awaited<ReturnType<typeof createUser>>;
let anna: Awaited<ReturnType<typeof createUser>>;
let files: Record<string, Buffer>;
let onePager: Buffer;
const rss = { base: 0, peak: 0, timer: undefined as NodeJS.Timeout | undefined };
/** The main thread's own memory (its V8 heap and the buffers it holds), without the workers'. */
const mainThread = { base: 0, peak: 0 };
const ownMemory = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};
const report: string[] = [];

function upload(
  who: { auth: { authorization: string } },
  bytes: Buffer,
  name = 'contract.pdf',
  type = 'application/pdf',
) {
  const body = multipart([{ name: 'file', value: bytes, filename: name, contentType: type }]);
  return server.app.inject({
    method: 'POST',
    url: '/v3/documents',
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
}

/** Anna's one-page upload, `delayMs` after the call; answers its status and latency. */
async function annaUploads(delayMs = 20): Promise<{ status: number; ms: number }> {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const started = performance.now();
  const response = await upload(anna, onePager, 'mandate.pdf');
  return { status: response.statusCode, ms: performance.now() - started };
}

beforeAll(async () => {
  server = await startServer();
  mallory = await createUser(server, { firstName: 'Mallory' });
  anna = await createUser(server);
  onePager = await makePdf(1);
  files = {
    ...hostilePdfs(),
    ...damagedPdfs(),
    'encrypted (open password)': await makePdf(1, { userPassword: 'secret' }),
    'encrypted (owner password only)': await makePdf(1, { ownerPassword: 'owner-only' }),
    'not a PDF': Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    'PDF sent as a ZIP': onePage(),
  };
  // Workers started and warm before the baseline.
  expect((await upload(anna, onePager)).statusCode).toBe(201);
  rss.base = rss.peak = process.memoryUsage.rss();
  mainThread.base = mainThread.peak = ownMemory();
  rss.timer = setInterval(() => {
    rss.peak = Math.max(rss.peak, process.memoryUsage.rss());
    mainThread.peak = Math.max(mainThread.peak, ownMemory());
  }, 20);
});

afterAll(async () => {
  clearInterval(rss.timer);
  if (report.length > 0) {
    console.log(
      `hostile uploads (kind: answer, time; anna's one-page upload meanwhile):\n  ${report.join('\n  ')}\n` +
        `server RSS: base ${mb(rss.base)} MB, peak ${mb(rss.peak)} MB (growth ${mb(rss.peak - rss.base)} MB); ` +
        `main thread heap + buffers: base ${mb(mainThread.base)} MB, peak ${mb(mainThread.peak)} MB ` +
        '(the uploads themselves included)',
    );
  }
  await server?.close();
});

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

describe('hostile PDFs at upload', () => {
  it('has a file for every kind and at least 12 kinds', () => {
    expect(Object.keys(files).sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(Object.keys(EXPECTED).length).toBeGreaterThanOrEqual(12);
  });

  it.each(Object.keys(EXPECTED))(
    'refuses %s with its 4xx code; anna is served meanwhile',
    async (kind) => {
      const [status, code] = EXPECTED[kind];
      const zip = kind === 'PDF sent as a ZIP';
      const started = performance.now();
      const [response, meanwhile] = await Promise.all([
        upload(
          mallory,
          files[kind],
          zip ? 'contract.zip' : 'contract.pdf',
          zip ? 'application/zip' : 'application/pdf',
        ),
        annaUploads(),
      ]);
      const ms = performance.now() - started;
      report.push(
        `${kind}: ${response.statusCode} ${response.json().code}, ${ms.toFixed(0)} ms; ` +
          `anna ${meanwhile.status} in ${meanwhile.ms.toFixed(0)} ms`,
      );
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ status, code });
      // A message a person understands: a sentence, not a parser's error.
      expect(response.json().detail).toMatch(/^(The|Page|A page|Only) .+\.$/);
      expect(meanwhile).toMatchObject({ status: 201 });
      expect(meanwhile.ms).toBeLessThan(FAIR_LATENCY_MS);
      expect(process.memoryUsage.rss() - rss.base).toBeLessThan(MAX_RSS_GROWTH);
    },
  );

  it('serves anna within the bound while mallory sends 100 000-page files and bombs at once', async () => {
    const attacks = [
      '100 000-page file',
      '100 000-page file',
      'decompression bomb',
      'decompression bomb',
      'object stream bomb',
      'broken streams that inflate before they break',
    ].map((kind) => upload(mallory, files[kind]));
    const meanwhile = await annaUploads(50);
    const answers = await Promise.all(attacks);
    report.push(
      `6 attacks at once: ${answers.map((a) => a.statusCode).join(' ')}; ` +
        `anna ${meanwhile.status} in ${meanwhile.ms.toFixed(0)} ms`,
    );
    // The 100 000-page files are refused at once by their page tree's /Count; of the four bombs
    // one is checked, two wait their turn and are checked, the fourth is refused with 429 (one
    // check of mallory's at a time, two waiting).
    expect(answers.slice(0, 2).map((a) => a.json().code)).toEqual([
      'pdf_too_many_pages',
      'pdf_too_many_pages',
    ]);
    expect(
      answers
        .slice(2)
        .map((a) => a.statusCode)
        .sort(),
    ).toEqual([422, 422, 422, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().code).toBe('too_many_pdf_checks');
    expect(meanwhile.status).toBe(201);
    expect(meanwhile.ms).toBeLessThan(FAIR_LATENCY_MS);
  });

  it("keeps the server's memory bounded", () => {
    const growth = Math.max(rss.peak, process.memoryUsage.rss()) - rss.base;
    console.log(`peak RSS growth over all hostile uploads: ${mb(growth)} MB`);
    expect(growth).toBeLessThan(MAX_RSS_GROWTH);
  });

  it('still takes ordinary documents: an attachment that is not a program, then pages', async () => {
    const invoice = onePage({
      catalog: '/Names << /EmbeddedFiles << /Names [(factur-x.xml) 6 0 R] >> >>',
      extra: [
        '<< /Type /Filespec /F (factur-x.xml) /UF (factur-x.xml) /EF << /F 7 0 R >> >>',
        stream('/Type /EmbeddedFile /Subtype /text#2Fxml', '<?xml version="1.0"?><invoice/>'),
      ],
    });
    const response = await upload(anna, invoice, 'invoice.pdf');
    expect(response.statusCode).toBe(201);
    const { id, pages } = response.json();
    expect(pages).toBe(1);
    const page = await server.app.inject({
      method: 'GET',
      url: `/v3/documents/${id}/pages/1`,
      headers: anna.auth,
    });
    expect([200, 202]).toContain(page.statusCode);
  });
});

describe('what the upload check accepts, signing signs', () => {
  // Unusual but harmless files: each must pass the check and take a signature (the promise of
  // the check: a document that cannot be signed is refused at upload, not at POST /v3/sign).
  const unusual: Record<string, Buffer> = {
    'rotated page with a CropBox': onePage({ page: '/Rotate 90 /CropBox [10 10 500 700]' }),
    'MediaBox inherited from the page tree': onePage({
      mediaBox: 'null',
      pages: '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 612 792] >>',
    }),
    'annotations array behind a reference': onePage({ page: '/Annots 6 0 R', extra: ['[]'] }),
    'an XML attachment': onePage({
      catalog: '/Names << /EmbeddedFiles << /Names [(factur-x.xml) 6 0 R] >> >>',
      extra: [
        '<< /Type /Filespec /F (factur-x.xml) /EF << /F 7 0 R >> >>',
        stream('/Type /EmbeddedFile', '<invoice/>'),
      ],
    }),
  };

  it.each(Object.keys(unusual))('%s: accepted at upload and signed', async (name) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hostile-ca-'));
    try {
      const response = await upload(anna, unusual[name], 'unusual.pdf');
      expect(response.statusCode).toBe(201);
      const ca = await openCertificateAuthority({ dataDir });
      const signer = await ca.issueSignerCertificate({
        name: 'Anna Meier',
        email: 'anna@example.com',
        quality: 'aes',
        legislation: 'eidas',
      });
      const signed = await signPdf(unusual[name], { signer, signingTime: new Date() });
      expect(await pdfSignatureCount(signed)).toBe(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
