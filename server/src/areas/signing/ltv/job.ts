// The long-term validation worker. Decision: LTV runs after the signature, in
// a persistent job of its own, not in the signing: the last signature commits, the request is
// SIGNED and its B-T documents downloadable at once (the completion mail carries them as they are
// then), and the same transaction queues a document_ltv row per document; a pass of this worker
// (every LTV_POLL_MS, a minute by default, on each server process) then takes each row that is
// due: reads the signed file, adds the DSS and a document time-stamp (./extend-signed-pdf.ts),
// stores the result as a new signed-version file and switches the document to it (downloads,
// the ZIP and reports serve it from then on). A TSA that is slow or down only delays this row:
// the failure is recorded and retried with back-off (./rules.ts). Two processes never extend
// the same document at once (a lease claimed by compare-and-set), and a document whose signed
// file changed or vanished meanwhile (deleted by retention) is left as it is.
//
// The same row then waits for the re-stamp, due a year before the last document time-stamp's
// certificate expires (./rules.ts): the same extension adds that time-stamp's validation data
// and a new time-stamp over it.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context.ts';
import { PeriodicJob } from '../../business/index.ts';
import { extendSignedPdf } from './extend-signed-pdf.ts';
import { signedDocumentKey } from '../rules/fence.ts';
import { LTV_LEASE_MS, ltvRetryAt, restampDueAt } from './rules.ts';
import {
  claimDocument,
  dropDocument,
  dueDocuments,
  failDocument,
  finishDocument,
  ltvRow,
  releaseDocument,
  signedFileOf,
} from './store.ts';

/** Documents extended per pass (the next pass continues). */
const BATCH = 20;
export const LTV_POLL_MS = 60 * 1000;

export interface LtvPass {
  /** Documents extended (DSS and document time-stamp added) in this pass. */
  extended: string[];
  /** Documents whose attempt failed (retried later). */
  failed: string[];
}

type Outcome = 'extended' | 'failed' | 'skipped';

async function extendOne(ctx: AppContext, documentId: string, worker: string): Promise<Outcome> {
  const now = ctx.clock.now();
  if (
    !(await claimDocument(ctx.db, documentId, worker, now, new Date(now.getTime() + LTV_LEASE_MS)))
  ) {
    return 'skipped';
  }
  const document = await signedFileOf(ctx.db, documentId);
  if (!document?.signed_storage_key) {
    await dropDocument(ctx.db, documentId);
    return 'skipped';
  }
  const fromKey = document.signed_storage_key;
  let toKey: string | undefined;
  try {
    const signed = await ctx.storage.get(fromKey);
    if (!signed) throw new Error(`the signed file ${fromKey} is missing`);
    const extended = await extendSignedPdf(ctx, signed);
    // A signed-version name: the orphan sweep and check:data know such a file if the switch fails.
    const nonce = `ltv${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    toKey = signedDocumentKey(documentId, Number(document.version), nonce);
    await ctx.storage.put(toKey, extended.pdf);
    const done = ctx.clock.now();
    const switched = await finishDocument(ctx.db, {
      documentId,
      worker,
      fromKey,
      toKey,
      timestampedAt: extended.timestamp.time,
      timestampExpiresAt: extended.timestamp.certificateNotAfter,
      restampAt: restampDueAt(
        { time: extended.timestamp.time, notAfter: extended.timestamp.certificateNotAfter },
        done,
      ),
      now: done,
    });
    if (!switched) {
      await ctx.storage.delete(toKey);
      await releaseDocument(ctx.db, documentId, worker);
      return 'skipped';
    }
    // The B-T file is the first bytes of the extended one (incremental updates): nothing is lost.
    await ctx.storage.delete(fromKey);
    return 'extended';
  } catch (error) {
    if (toKey) await ctx.storage.delete(toKey).catch(() => undefined);
    const row = await ltvRow(ctx.db, documentId);
    const failedAt = ctx.clock.now();
    const message = (error as Error).message ?? String(error);
    await failDocument(
      ctx.db,
      documentId,
      worker,
      message,
      ltvRetryAt(Number(row?.attempts ?? 0) + 1, failedAt),
      failedAt,
    );
    ctx.log.warn({ documentId, err: error }, 'long-term validation of a document failed');
    return 'failed';
  }
}

/** One pass: extends (or re-stamps) every document that is due. */
export async function runLtvPass(ctx: AppContext): Promise<LtvPass> {
  const worker = randomUUID();
  const pass: LtvPass = { extended: [], failed: [] };
  for (const documentId of await dueDocuments(ctx.db, ctx.clock.now(), BATCH)) {
    const outcome = await extendOne(ctx, documentId, worker);
    if (outcome === 'extended') pass.extended.push(documentId);
    if (outcome === 'failed') pass.failed.push(documentId);
  }
  if (pass.extended.length || pass.failed.length) {
    ctx.log.info(
      { extended: pass.extended.length, failed: pass.failed.length },
      'long-term validation pass',
    );
  }
  return pass;
}

/** The worker on the server's timer (no timer with LTV_POLL_MS=0: tests run passes themselves). */
export class LtvJob extends PeriodicJob {
  constructor(ctx: AppContext, intervalMs = ctx.config.ltvPollMs) {
    super(ctx, 'long-term validation', runLtvPass, intervalMs);
  }

  override start(): void {
    if (this.ctx.config.ltvPollMs > 0) super.start();
  }
}
