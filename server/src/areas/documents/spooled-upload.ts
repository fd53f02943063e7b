// A document's file part written to disk as it arrives, so that an upload never sits in memory
// (peak memory under twice the file size for a 50 MB PDF). The size, SHA-256 and first
// bytes (for the type check) are taken on the way; the PDF check reads the file in a worker, and
// the file is then moved into the document storage. Whatever is still spooled when the answer
// has gone (a refusal, an error, an aborted request) is deleted; what a crash left behind is
// deleted at the next start (removeStaleSpooledFiles).
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Spooled files are named `<uuid>.upload` in the spool folder. */
const SPOOL_SUFFIX = '.upload';
/** How often Node checks the request timeout (http.Server's connectionsCheckingInterval). */
const REQUEST_TIMEOUT_CHECK_MS = 30_000;
/** Slack on top of the longest upload (moving the checked file into storage, a slow disk). */
const SPOOL_MARGIN_MS = 60_000;

/** The spool folder of a data folder. */
export function spoolDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * The longest a spooled file can belong to a running request, counted from its last write: the
 * rest of the request body (the server gives up on a request not received within the request
 * timeout, checked every 30 s), the PDF check in a worker (its job timeout), then the move.
 */
export function longestSpoolMs(settings: { requestTimeoutMs: number; pdfJobTimeoutMs: number }) {
  // Without a request timeout (0) an upload has no bound: no spooled file is known to be stale.
  if (!(settings.requestTimeoutMs > 0)) return Number.POSITIVE_INFINITY;
  return (
    settings.requestTimeoutMs +
    REQUEST_TIMEOUT_CHECK_MS +
    settings.pdfJobTimeoutMs +
    SPOOL_MARGIN_MS
  );
}

/**
 * Deletes spooled files last written more than `olderThanMs` ago: left by a process that
 * crashed or was killed mid-upload (the after-answer clean-up never ran). Younger files may
 * belong to an upload running in another process on the same data folder, and stay. Answers
 * how many files were deleted.
 */
export async function removeStaleSpooledFiles(
  directory: string,
  olderThanMs: number,
  now = Date.now(),
): Promise<number> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith(SPOOL_SUFFIX))) {
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || now - info.mtimeMs <= olderThanMs) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

/** What the type check reads of a file (looksLikePdf looks at the first 1024 bytes). */
const HEAD_BYTES = 1024;
/** From this size on, the network buffers an upload leaves behind are collected at once. */
const COLLECT_AFTER_BYTES = 8 * 1024 * 1024;

export interface SpooledFile {
  /** The temporary file; gone once moved into storage or after the answer. */
  path: string;
  size: number;
  sha256: string;
  /** The first bytes, for the checks before parsing (magic bytes). */
  head: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Temporary files of this request's spooled parts, deleted after the answer. */
    spooledFiles?: string[];
  }
}

export function isSpooledFile(value: unknown): value is SpooledFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SpooledFile).path === 'string' &&
    Buffer.isBuffer((value as SpooledFile).head)
  );
}

/**
 * The file parts spooled: the document upload's and the public verification's (a PDF as large
 * as an upload); other multipart parts (images) are not.
 */
export function spoolsFilePart(request: FastifyRequest): boolean {
  return (
    request.method === 'POST' &&
    (request.routeOptions.url === '/v3/documents' || request.routeOptions.url === '/v3/verify')
  );
}

/**
 * Writes `part` to a new file under `directory`, hashing it on the way. A part cut at the size
 * limit fails with the multipart plugin's own 413 error; a failed write leaves no file.
 */
export async function spoolFilePart(
  request: FastifyRequest,
  part: MultipartFile,
  directory: string,
): Promise<SpooledFile> {
  await mkdir(directory, { recursive: true });
  if (part.file.destroyed) {
    // The parser gave up on the body before this part (a limit, a broken part): the plugin's
    // own error follows; the part must not be waited for.
    throw Object.assign(new Error('The multipart body ended before its file part was read.'), {
      code: 'ERR_STREAM_PREMATURE_CLOSE',
    });
  }
  const file = path.join(directory, `${randomUUID()}${SPOOL_SUFFIX}`);
  (request.spooledFiles ??= []).push(file);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, measure, createWriteStream(file, { flags: 'wx' }));
    if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  if (size >= COLLECT_AFTER_BYTES) collectGarbage();
  return { path: file, size, sha256: hash.digest('hex'), head: Buffer.concat(head) };
}

let collect: (() => void) | undefined;

/**
 * A garbage collection. The socket chunks a large upload arrived in are garbage once written,
 * but V8 counts their bytes outside its heap and may not collect them before the PDF worker
 * reads the whole file: measured on a 50 MB upload, 30 to 50 MB more peak memory. A minor
 * collection alone missed the chunks that had already been promoted when the machine was busy,
 * so it is a full one (tens of milliseconds, once per upload of 8 MB or more). `gc` is reached
 * through a fresh context because the server does not run with --expose-gc.
 */
function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

/**
 * Deletes what a request spooled and did not move into storage: as its answer goes out (the
 * handler is done with the file by then), or when the client goes away before an answer.
 * Callback hooks that return at once when the request spooled nothing, which is almost every
 * request: an async hook costs every answer a promise and a turn of the microtask queue.
 */
export function removeSpooledFilesAfterAnswers(app: FastifyInstance): void {
  const remove = (request: FastifyRequest, done: (error?: Error) => void) => {
    const files = request.spooledFiles;
    if (!files?.length) return done();
    request.spooledFiles = undefined;
    Promise.all(files.map((file) => rm(file, { force: true }))).then(() => done(), done);
  };
  app.addHook('onSend', (request, _reply, payload, done) =>
    remove(request, (error) => (error ? done(error) : done(null, payload))),
  );
  app.addHook('onRequestAbort', (request, done) => remove(request, done));
  app.addHook('onResponse', (request, _reply, done) => remove(request, done));
}
