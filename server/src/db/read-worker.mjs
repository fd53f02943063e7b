// A worker thread of the read pool (read-pool.ts): its own read-only connection to the server's
// SQLite file, so a long read (a search over a caller's rows, an export, a report) runs here while
// the event loop keeps answering. WAL lets this connection read beside the main one's writes: each
// statement starts its own read transaction and sees everything committed before it began.
// Plain JavaScript loaded by URL (like the PDF workers), so it runs the same from the sources and
// from the compiled server.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const { file, statementCacheSize } = workerData;

// Read-only: a write that slipped past the pool's checks fails in SQLite itself.
const database = new Database(file, { readonly: true, fileMustExist: true });
database.pragma('busy_timeout = 5000');
// Reads through a memory map (the OS page cache, shared with the main connection) and a smaller
// page cache of its own than the main connection's 64 MiB: one per worker adds up.
database.pragma('cache_size = -16384');
database.pragma('mmap_size = 268435456');

/** Prepared statements by SQL text, least recently used dropped first (as statement-cache.ts). */
const statements = new Map();

function prepare(sql) {
  const cached = statements.get(sql);
  // A statement still iterating (an open stream) cannot run twice at once: prepare another.
  if (cached && !cached.busy) {
    statements.delete(sql);
    statements.set(sql, cached);
    return cached;
  }
  const statement = database.prepare(sql);
  // Only statements that change nothing: SQLite says so of the compiled statement, which also
  // catches a WITH … DELETE or a SELECT of a function that writes.
  if (!statement.readonly || !statement.reader) {
    throw Object.assign(new Error('the read pool runs only statements that read'), {
      code: 'READ_POOL_NOT_A_READ',
    });
  }
  if (!cached) {
    statements.set(sql, statement);
    if (statements.size > statementCacheSize) statements.delete(statements.keys().next().value);
  }
  return statement;
}

/** better-sqlite3 binds Buffers; a Buffer posted to this thread arrives as a Uint8Array. */
const bindable = (parameters) =>
  parameters.map((value) =>
    value instanceof Uint8Array && !Buffer.isBuffer(value)
      ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
      : value,
  );

/** Whether a row holds a blob (the main thread turns them back into Buffers). */
const hasBlob = (rows) =>
  rows.some((row) => Object.values(row).some((value) => value instanceof Uint8Array));

/**
 * The open streams of this worker, by the pool's number for each: their iterators wait for the
 * next request. While one is open the pool sends this worker nothing else (its read transaction
 * would hold an old snapshot for the other statements).
 */
const streams = new Map();

function nextChunk(id) {
  const stream = streams.get(id);
  const rows = [];
  let done = false;
  while (rows.length < stream.chunkSize) {
    const next = stream.iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    rows.push(next.value);
  }
  if (done) streams.delete(id);
  return { rows, done, blobs: hasBlob(rows) };
}

function answer(message) {
  switch (message.kind) {
    case 'query': {
      const rows = prepare(message.sql).all(bindable(message.parameters));
      return { rows, blobs: hasBlob(rows) };
    }
    case 'stream': {
      const statement = prepare(message.sql);
      streams.set(message.stream, {
        iterator: statement.iterate(bindable(message.parameters)),
        chunkSize: message.chunkSize,
      });
      return nextChunk(message.stream);
    }
    case 'more':
      return nextChunk(message.stream);
    case 'cancel': {
      // Ends the iteration: the statement's read transaction is released.
      streams.get(message.stream)?.iterator.return();
      streams.delete(message.stream);
      return { rows: [], done: true, blobs: false };
    }
    default:
      throw new Error(`unknown read pool job ${String(message.kind)}`);
  }
}

parentPort.on('message', (message) => {
  try {
    parentPort.postMessage({ id: message.id, ok: true, ...answer(message) });
  } catch (error) {
    // A failed stream is over: its iterator (if any) is closed.
    if (message.kind !== 'query') {
      try {
        streams.get(message.stream)?.iterator.return();
      } catch {
        // already closed
      }
      streams.delete(message.stream);
    }
    parentPort.postMessage({
      id: message.id,
      ok: false,
      error: { message: error.message, code: error.code, name: error.name },
    });
  }
});
