// A ZIP archive in memory (archiver): file names made unique ("a.pdf", "a (2).pdf").
import type { Archiver, ArchiverOptions } from 'archiver';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';

type CreateArchive = (format: 'zip', options?: ArchiverOptions) => Archiver;
let archiver: CreateArchive | undefined;

// archiver 7 is CommonJS with one function export; @types/archiver 8 describes the class-based
// ESM API of archiver 8, so the function is loaded with require and typed here. Loaded at the
// first ZIP, not at start: with its streams, glob and lodash it weighs ~15 MB of resident memory
// that a server answering no ZIP download does not need (start RSS).
const loadArchiver = (): CreateArchive =>
  (archiver ??= createRequire(import.meta.url)('archiver') as CreateArchive);

export function uniqueNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      candidate = name.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

export async function zipFiles(files: { name: string; bytes: Buffer }[]): Promise<Buffer> {
  const archive = loadArchiver()('zip', { zlib: { level: 6 } });
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    archive.on('error', reject);
    archive.on('warning', reject);
  });
  archive.pipe(sink);
  const names = uniqueNames(files.map((f) => f.name));
  files.forEach((file, index) => archive.append(file.bytes, { name: names[index] }));
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** "Mandate agreement 2026" → "Mandate agreement 2026-signed.zip" (no path characters). */
export function zipName(title: string): string {
  const stem =
    [...title]
      .filter(
        (c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f && !'\\/:*?"<>|'.includes(c),
      )
      .join('')
      .trim() || 'signature-request';
  return `${stem.slice(0, 200)}-signed.zip`;
}
