// `npx tsx scripts/draw-mock-files.ts`: writes the files the mock loop serves for downloads
// (openapi/examples/files), made from the contract's examples so they agree with the example
// world: one PDF per document with the pages its examples give, a signature report per request,
// a ZIP of each request's documents, the activity exports as CSV (the reference server's columns,
// server/src/areas/activity/exports.ts) and a WebP of every picture of openapi/examples/images.
// Run again (after `npm run codegen`) when the examples change; the output is deterministic.
import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib';
import type { Archiver, ArchiverOptions } from 'archiver';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

type Json = Record<string, unknown>;
// archiver 7 is CommonJS with one function export (@types/archiver 8 describes archiver 8's
// classes): loaded with require and typed, as the server's ZIP download does.
const archiver = createRequire(import.meta.url)('archiver') as (
  format: 'zip',
  options?: ArchiverOptions,
) => Archiver;
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'openapi', 'examples', 'files');
const images = path.join(root, 'openapi', 'examples', 'images');
const doc = JSON.parse(readFileSync(path.join(root, 'generated', 'openapi.json'), 'utf8')) as Json;
const paths = doc.paths as Record<string, Record<string, Json>>;
/** Every PDF states the same moment, so a second run writes the same bytes. */
const MADE_AT = new Date('2026-11-25T10:00:00Z');

/** The example of an answer: the one named, else the default (first). */
function example(route: string, name?: string): Json {
  const responses = paths[route].get.responses as Record<string, Json>;
  const media = (responses['200'].content as Record<string, Json>)['application/json'];
  const named = (media.examples ?? {}) as Record<string, Json>;
  return (media.example ?? (named[name ?? ''] ?? Object.values(named)[0]).value) as Json;
}

/** Every document of the world: id, file name, pages (objects of the examples with those fields). */
function worldDocuments(): Map<string, { name: string; pages: number; requestId?: string }> {
  const found = new Map<string, { name: string; pages: number; requestId?: string }>();
  const walk = (value: unknown, requestId?: string): void => {
    if (Array.isArray(value)) return value.forEach((item) => walk(item, requestId));
    if (!value || typeof value !== 'object') return;
    const object = value as Json;
    const request = Array.isArray(object.documents) ? (object.id as string) : requestId;
    if (typeof object.id === 'string' && typeof object.pages === 'number') {
      const name = String(object.name ?? `${object.id}.pdf`);
      const owner =
        (object.signatureRequestId as string | undefined) ??
        request ??
        found.get(object.id)?.requestId;
      found.set(object.id, { name, pages: object.pages, requestId: owner });
    }
    Object.values(object).forEach((child) => walk(child, request));
  };
  walk(doc.paths);
  return found;
}

async function pdf(title: string, pages: string[][]): Promise<Buffer> {
  const file = await PDFDocument.create();
  file.setTitle(title);
  file.setProducer('Signing Service example world');
  file.setCreationDate(MADE_AT);
  file.setModificationDate(MADE_AT);
  const font = await file.embedFont(StandardFonts.Helvetica);
  const bold = await file.embedFont(StandardFonts.HelveticaBold);
  pages.forEach((lines, index) => {
    const page = file.addPage([595, 842]);
    page.drawText(title, { x: 56, y: 770, size: 18, font: bold });
    lines.forEach((line, at) => page.drawText(line, { x: 56, y: 740 - at * 16, size: 11, font }));
    // Grey bars stand for the paragraphs, as on the page pictures.
    for (let bar = 0; bar < 18; bar += 1) {
      const width = bar % 5 === 4 ? 260 : 483 - ((index * 37 + bar * 19) % 60);
      page.drawRectangle({
        x: 56,
        y: 600 - bar * 18,
        width,
        height: 7,
        color: rgb(0.8, 0.84, 0.88),
      });
    }
    const footer = `Page ${index + 1} of ${pages.length}`;
    page.drawText(footer, { x: 480, y: 40, size: 9, font });
  });
  return Buffer.from(await file.save({ useObjectStreams: false }));
}

function zip(entries: { name: string; file: string }[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const archive = archiver('zip', { zlib: { level: 9 } });
    const chunks: Buffer[] = [];
    archive.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.on('end', () => resolve(Buffer.concat(chunks)));
    archive.on('error', reject);
    for (const entry of entries) archive.file(entry.file, { name: entry.name, date: MADE_AT });
    void archive.finalize();
  });
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const csv = (rows: unknown[][]) => rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
const fullName = (person: Json) => `${String(person.firstName)} ${String(person.lastName)}`;

rmSync(out, { recursive: true, force: true });
for (const dir of ['documents', 'reports', 'zips'])
  mkdirSync(path.join(out, dir), { recursive: true });

const documents = worldDocuments();
for (const [id, document] of documents) {
  const title = document.name.replace(/\.pdf$/, '');
  const pages = Array.from({ length: document.pages }, () => ['Muster Treuhand AG', 'Zürich']);
  writeFileSync(path.join(out, 'documents', `${id}.pdf`), await pdf(title, pages));
}

const requests = example('/v3/signature-requests', 'all').items as Json[];
for (const request of requests) {
  const id = request.id as string;
  const signers = ((request.signatures ?? []) as Json[]).map(
    (signature) => `${String(signature.accountEmail)}: ${String(signature.quality)}`,
  );
  const report = [`Request ${id}`, `Status ${String(request.statusOverall)}`, ...signers];
  writeFileSync(
    path.join(out, 'reports', `${id}.pdf`),
    await pdf(`Report: ${String(request.title)}`, [report]),
  );
  const entries = [...documents]
    .filter(([, document]) => document.requestId === id)
    .map(([documentId, document]) => ({
      name: document.name,
      file: path.join(out, 'documents', `${documentId}.pdf`),
    }));
  writeFileSync(path.join(out, 'zips', `${id}.zip`), await zip(entries));
}
writeFileSync(
  path.join(out, 'attachment.pdf'),
  await pdf('Attachment: commercial register extract', [['Muster Treuhand AG', 'CHE-123.456.789']]),
);

const signatures = example('/v2/businesses/{businessId}/activities/signatures').items as Json[];
writeFileSync(
  path.join(out, 'signature-usage.csv'),
  csv([
    ['signed_at', 'signer_email', 'signer_name', 'quality', 'legislation', 'request_id'].concat([
      'request_title',
      'sender_email',
      'sender_name',
      'cost_centre',
    ]),
    ...signatures.map((s) => [
      s.signedAt,
      (s.signer as Json).email,
      fullName(s.signer as Json),
      s.quality,
      s.legislation,
      s.requestId,
      s.requestTitle,
      (s.sender as Json).email,
      fullName(s.sender as Json),
      s.costCenter,
    ]),
  ]),
);
const identifications = example('/v2/businesses/{businessId}/activities/identifications')
  .items as Json[];
writeFileSync(
  path.join(out, 'identifications.csv'),
  csv([
    ['occurred_at', 'email', 'name', 'legislation', 'method', 'provider', 'status', 'cost', 'id'],
    ...identifications.map((i) => [
      i.occurredAt,
      (i.person as Json).email,
      fullName(i.person as Json),
      i.legislation,
      i.method,
      i.provider,
      i.status,
      i.cost,
      i.id,
    ]),
  ]),
);

for (const picture of readdirSync(images).filter((name) => name.endsWith('.png'))) {
  await sharp(path.join(images, picture))
    .webp({ quality: 80 })
    .toFile(path.join(images, picture.replace(/\.png$/, '.webp')));
}
console.log(
  `mock files: ${documents.size} documents, ${requests.length} reports and ZIPs → ${out}`,
);
