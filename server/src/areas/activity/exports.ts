// The CSV exports of the activity logs, streamed: each reads its rows with one ordered statement
// (a server-side cursor on PostgreSQL, better-sqlite3's row iterator on SQLite, on a connection
// of its own: db/stream-reader.ts) and writes them as they come, so an export of any size holds
// one chunk of text in memory. Signatures: the signature usage (one line per signature, group_by
// other) or the cost centre report (one line per cost centre with the counts by quality, group_by
// cost_centers; counted by the database, so it is a handful of rows). Identifications: one line
// per identification.
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AppContext } from '../../context.ts';
import { openStreamReader } from '../../db/stream-reader.ts';
import type { Db } from '../../db/connect.ts';
import { requireBusinessAdmin } from '../business/index.ts';
import { appointmentStatus } from '../identification/index.ts';
import {
  costCentreRows,
  csvLine,
  exportFileName,
  fullName,
  periodOf,
  REPORT_QUALITIES,
  type Period,
} from './rules.ts';
import {
  identificationExport,
  type IdentificationActivityRow,
} from './store/identification-activity.ts';
import {
  signatureCountsByCostCentre,
  signatureExport,
  type SignatureActivityRow,
} from './store/signature-activity.ts';

/** Rows a PostgreSQL cursor reads at a time. */
export const EXPORT_ROWS_PER_READ = 1000;
/**
 * Characters of CSV handed to the response at a time: one line per write cost more than the
 * statement itself, and the stream's back-pressure works on these chunks.
 */
export const EXPORT_CHUNK_CHARS = 64 * 1024;

/**
 * The CSV text of the rows `read` streams from its own reader (opened on the first pull and closed
 * when the rows end or the client goes away), in chunks of about EXPORT_CHUNK_CHARS. Callers pass
 * ctx.reads: on SQLite the read pool streams the statement in a worker thread (db/read-pool.ts),
 * and where there is no pool (READ_WORKERS=0) the export gets a read-only connection of its own
 * (db/stream-reader.ts). Used through
 * Readable.from, which pulls the next chunk only when the response wants more: a slow client
 * slows the read instead of filling memory. After each chunk the event loop gets a turn, so a
 * client that takes everything at once does not keep other requests waiting for the whole file.
 */
async function* csvChunks<Row>(
  db: Db,
  header: string[],
  read: (db: Db) => AsyncIterable<Row>,
  line: (row: Row) => string,
): AsyncGenerator<string> {
  let chunk = csvLine(header);
  const reader = openStreamReader(db);
  try {
    for await (const row of read(reader.db)) {
      chunk += line(row);
      if (chunk.length < EXPORT_CHUNK_CHARS) continue;
      yield chunk;
      chunk = '';
      await nextTurn();
    }
    if (chunk) yield chunk;
  } finally {
    await reader.close();
  }
}

const signatureLine = (r: SignatureActivityRow) =>
  csvLine([
    r.signed_at,
    r.signer_email,
    fullName(r.signer_first_name, r.signer_last_name),
    r.quality,
    r.legislation,
    r.request_id,
    r.title,
    r.sender_email,
    fullName(r.sender_first_name, r.sender_last_name),
    r.cost_center,
  ]);

const signatureLines = (ctx: AppContext, businessId: string, period: Period) =>
  csvChunks(
    ctx.reads,
    [
      'signed_at',
      'signer_email',
      'signer_name',
      'quality',
      'legislation',
      'request_id',
      'request_title',
      'sender_email',
      'sender_name',
      'cost_centre',
    ],
    (db) => signatureExport(db, businessId, period, EXPORT_ROWS_PER_READ),
    signatureLine,
  );

async function* costCentreLines(ctx: AppContext, businessId: string, period: Period) {
  // Counted by the database: one row per cost centre and quality, however many signatures.
  const counts = await signatureCountsByCostCentre(ctx.reads, businessId, period);
  yield csvLine(['cost_centre', 'total', ...REPORT_QUALITIES]);
  for (const row of costCentreRows(counts)) yield csvLine(row);
}

const identificationLine = (r: IdentificationActivityRow) =>
  csvLine([
    r.created_at,
    r.email,
    fullName(r.first_name, r.last_name),
    r.legislation,
    r.method,
    r.provider,
    appointmentStatus(r.status),
    0,
    r.id,
  ]);

const identificationLines = (ctx: AppContext, businessId: string, period: Period) =>
  csvChunks(
    ctx.reads,
    ['occurred_at', 'email', 'name', 'legislation', 'method', 'provider', 'status', 'cost', 'id'],
    (db) => identificationExport(db, businessId, period, EXPORT_ROWS_PER_READ),
    identificationLine,
  );

export interface CsvExport {
  fileName: string;
  stream: Readable;
}

export async function exportSignatures(
  ctx: AppContext,
  userId: string,
  businessId: string,
  query: { group_by: 'cost_centers' | 'other'; start_date?: string; end_date?: string },
): Promise<CsvExport> {
  await requireBusinessAdmin(ctx, userId, businessId);
  const period = periodOf(query.start_date, query.end_date);
  const byCentre = query.group_by === 'cost_centers';
  const kind = byCentre ? 'cost_centre_report' : 'signature_usage';
  const lines = byCentre
    ? costCentreLines(ctx, businessId, period)
    : signatureLines(ctx, businessId, period);
  return {
    fileName: exportFileName(kind, query.start_date, query.end_date, ctx.clock.now()),
    stream: Readable.from(lines, { objectMode: false }),
  };
}

export async function exportIdentifications(
  ctx: AppContext,
  userId: string,
  businessId: string,
  query: { start_date?: string; end_date?: string },
): Promise<CsvExport> {
  await requireBusinessAdmin(ctx, userId, businessId);
  const period = periodOf(query.start_date, query.end_date);
  return {
    fileName: exportFileName('identifications', query.start_date, query.end_date, ctx.clock.now()),
    stream: Readable.from(identificationLines(ctx, businessId, period), { objectMode: false }),
  };
}
