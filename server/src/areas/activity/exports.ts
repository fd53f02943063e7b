// The CSV exports of the activity logs, streamed: rows are read from the database in keyset-paged
// batches (EXPORT_BATCH at a time) and written as they come, so an export of any size holds one
// batch in memory. Signatures: the signature usage (one line per signature, group_by other) or
// the cost centre report (one line per cost centre with the counts by quality, group_by
// cost_centers; counted by the database, so it is a handful of rows). Identifications: one line
// per identification.
import { Readable } from 'node:stream';
import type { AppContext } from '../../context.ts';
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
import { identificationBatch, type IdentificationCursor } from './store/identification-activity.ts';
import {
  signatureBatch,
  signatureCountsByCostCentre,
  type SignatureCursor,
} from './store/signature-activity.ts';

export const EXPORT_BATCH = 1000;

// Every export reads through the read pool (ctx.reads, db/read-pool.ts): off the event loop.

async function* signatureLines(ctx: AppContext, businessId: string, period: Period) {
  yield csvLine([
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
  ]);
  let cursor: SignatureCursor | undefined;
  for (;;) {
    const rows = await signatureBatch(ctx.reads, businessId, period, cursor, EXPORT_BATCH);
    if (!rows.length) return;
    yield rows
      .map((r) =>
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
        ]),
      )
      .join('');
    const last = rows[rows.length - 1];
    cursor = { signedAt: last.signed_at, requestId: last.request_id, id: last.id };
  }
}

async function* costCentreLines(ctx: AppContext, businessId: string, period: Period) {
  // Counted by the database: one row per cost centre and quality, however many signatures.
  const counts = await signatureCountsByCostCentre(ctx.reads, businessId, period);
  yield csvLine(['cost_centre', 'total', ...REPORT_QUALITIES]);
  for (const row of costCentreRows(counts)) yield csvLine(row);
}

async function* identificationLines(ctx: AppContext, businessId: string, period: Period) {
  yield csvLine([
    'occurred_at',
    'email',
    'name',
    'legislation',
    'method',
    'provider',
    'status',
    'cost',
    'id',
  ]);
  let cursor: IdentificationCursor | undefined;
  for (;;) {
    const rows = await identificationBatch(ctx.reads, businessId, period, cursor, EXPORT_BATCH);
    if (!rows.length) return;
    yield rows
      .map((r) =>
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
        ]),
      )
      .join('');
    const last = rows[rows.length - 1];
    cursor = { createdAt: last.created_at, id: last.id };
  }
}

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
