// Drafts in the database: a DRAFT created with its documents and signers, its fields replaced,
// documents linked to it and taken out of it (with the placements on them). Each change is one
// transaction with its event; the checks are the rules' (rules.ts), made on the rows read inside
// the transaction.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/connect.ts';
import { iso } from '../../../clock.ts';
import { notFound } from '../../../domain-errors.ts';
import type { DocumentRow } from '../../documents/index.ts';
import {
  assertCounts,
  assertDocumentAddable,
  assertNoErrors,
  assertSignersValid,
  costCenterOf,
  documentErrors,
  exitSettingsJson,
  parsePlacements,
  workflowChanges,
  workflowColumns,
  workflowErrors,
  type DraftInput,
} from '../rules/requests.ts';
import { nowOf, recordEvent, takeRequest, type ActionContext } from './change.ts';
import { requestDocuments, requestSigners } from './load.ts';
import { saveObservers } from './observers.ts';
import { insertSigners } from './signers.ts';
import { reorderSigners } from './workflow.ts';
import { inTransaction } from '../../../db/transaction.ts';

/**
 * Links documents of `ownerId` to the request from `position` on. 422 (with a pointer per id)
 * when a document is unknown, someone else's or already part of a request.
 */
async function attachDocuments(
  trx: Db,
  requestId: string,
  ownerId: string,
  documentIds: string[],
  position: number,
  pointer: (index: number) => string,
  now: Date,
): Promise<DocumentRow[]> {
  if (!documentIds.length) return [];
  const rows = await trx
    .selectFrom('documents')
    .selectAll()
    .where('id', 'in', documentIds)
    .where('owner_id', '=', ownerId)
    .execute();
  assertNoErrors(
    documentErrors(documentIds, rows, requestId, pointer),
    'Some documents cannot be added',
  );
  for (const [index, id] of documentIds.entries()) {
    await trx
      .insertInto('signature_request_documents')
      .values({ request_id: requestId, document_id: id, position: position + index })
      .execute();
    await trx
      .updateTable('documents')
      .set({ signature_request_id: requestId, updated_at: iso(now) })
      .where('id', '=', id)
      .execute();
  }
  return documentIds.map((id) => rows.find((r) => r.id === id)!);
}

/** Takes documents out of the request; they are the sender's uploads again. */
export async function detachDocuments(
  trx: Db,
  requestId: string,
  documentIds: string[],
  now: Date,
) {
  if (!documentIds.length) return;
  await trx
    .deleteFrom('signature_request_documents')
    .where('request_id', '=', requestId)
    .where('document_id', 'in', documentIds)
    .execute();
  await trx
    .updateTable('documents')
    .set({ signature_request_id: null, updated_at: iso(now) })
    .where('id', 'in', documentIds)
    .where('signature_request_id', '=', requestId)
    .execute();
}

/** Removes the placements on documents no longer in the request. */
async function dropPlacementsOutside(trx: Db, requestId: string, documentIds: string[], now: Date) {
  const signers = await requestSigners(trx, requestId);
  for (const signer of signers) {
    const placements = parsePlacements(signer.placements);
    const kept = placements.filter((p) => documentIds.includes(p.documentId));
    if (kept.length !== placements.length) {
      await trx
        .updateTable('signature_request_signers')
        .set({ placements: JSON.stringify(kept), updated_at: iso(now) })
        .where('request_id', '=', requestId)
        .where('id', '=', signer.id)
        .execute();
    }
  }
}

/** POST /v3/signature-requests: a DRAFT with its documents and signers; answers its id. */
export async function createDraft(
  db: Db,
  senderId: string,
  input: DraftInput,
  context: ActionContext,
  // webhooks: run last in the creation's transaction (callbacks, the created event).
  effects?: (trx: Db, requestId: string) => Promise<void>,
): Promise<string> {
  assertCounts(input);
  const now = nowOf(context);
  assertNoErrors(workflowErrors(input.workflow, now), 'The workflow is not valid');
  const id = randomUUID();
  await inTransaction(db, async (trx) => {
    const request = {
      id,
      sender_id: senderId,
      title: input.title.trim() || input.title,
      message: input.message ?? null,
      cost_center: costCenterOf(input.costCenter),
      status: 'DRAFT' as const,
      quality: input.quality ?? null,
      legislation: input.legislation ?? null,
      exit_settings: exitSettingsJson(input.exitSettings),
      ...workflowColumns(input.workflow),
      created_at: iso(now),
      updated_at: iso(now),
      initiated_at: null,
      completed_at: null,
      last_reminded_at: null,
      locked_by: null,
      locked_until: null,
      event_head: null,
    };
    await trx.insertInto('signature_requests').values(request).execute();
    await recordEvent(trx, id, 'CREATED', context, input.title);
    const documents = await attachDocuments(
      trx,
      id,
      senderId,
      input.documents ?? [],
      1,
      (i) => `/body/documents/${i}`,
      now,
    );
    const signatures = input.signatures ?? [];
    assertSignersValid(signatures, documents, (i) => `/body/signatures/${i}`);
    await insertSigners(trx, request, signatures, now, { invited: false });
    await saveObservers(trx, id, input.workflow?.observers);
    await effects?.(trx, id);
  });
  return id;
}

/**
 * PUT: replaces title, message, cost centre, quality, legislation and exit settings (left out =
 * cleared); documents, signatures and each workflow field are replaced when given and
 * kept when left out; `workflow.orderedSignatureIds` reorders the signers. Only while DRAFT.
 */
export async function updateDraft(
  db: Db,
  requestId: string,
  input: DraftInput,
  context: ActionContext,
): Promise<void> {
  assertCounts(input);
  const now = nowOf(context);
  assertNoErrors(workflowErrors(input.workflow, now), 'The workflow is not valid');
  await inTransaction(db, async (trx) => {
    const request = await takeRequest(trx, requestId, ['DRAFT'], 'an update', now);
    await trx
      .updateTable('signature_requests')
      .set({
        title: input.title,
        message: input.message ?? null,
        cost_center: costCenterOf(input.costCenter),
        quality: input.quality ?? null,
        legislation: input.legislation ?? null,
        exit_settings: exitSettingsJson(input.exitSettings),
        ...workflowChanges(input.workflow),
      })
      .where('id', '=', requestId)
      .execute();
    let documents = await requestDocuments(trx, requestId);
    if (input.documents) {
      const keep = input.documents;
      const removed = documents.filter((d) => !keep.includes(d.id)).map((d) => d.id);
      await detachDocuments(trx, requestId, removed, now);
      const kept = documents.filter((d) => keep.includes(d.id));
      const added = keep.filter((id) => !kept.some((d) => d.id === id));
      const attached = await attachDocuments(
        trx,
        requestId,
        request.sender_id,
        added,
        0,
        (i) => `/body/documents/${keep.indexOf(added[i])}`,
        now,
      );
      documents = keep.map((id) => [...kept, ...attached].find((d) => d.id === id)!);
      for (const [index, id] of keep.entries()) {
        await trx
          .updateTable('signature_request_documents')
          .set({ position: index + 1 })
          .where('request_id', '=', requestId)
          .where('document_id', '=', id)
          .execute();
      }
      if (!input.signatures) await dropPlacementsOutside(trx, requestId, keep, now);
    }
    if (input.signatures) {
      assertSignersValid(input.signatures, documents, (i) => `/body/signatures/${i}`);
      await trx
        .deleteFrom('signature_request_signers')
        .where('request_id', '=', requestId)
        .execute();
      await insertSigners(
        trx,
        { id: requestId, quality: input.quality ?? null, legislation: input.legislation ?? null },
        input.signatures,
        now,
        { invited: false },
      );
    }
    if (input.workflow?.orderedSignatureIds) {
      await reorderSigners(trx, requestId, input.workflow.orderedSignatureIds);
    }
    if (input.workflow?.observers) {
      await saveObservers(trx, requestId, input.workflow.observers);
    }
    await recordEvent(trx, requestId, 'UPDATED', context, input.title);
  });
}

/** Links one more of the sender's uploads to a DRAFT (422 when in it already or full). */
export async function addDocument(
  db: Db,
  requestId: string,
  documentId: string,
  context: ActionContext,
): Promise<void> {
  const now = nowOf(context);
  await inTransaction(db, async (trx) => {
    const request = await takeRequest(trx, requestId, ['DRAFT'], 'adding a document', now);
    const current = await requestDocuments(trx, requestId);
    assertDocumentAddable(current, documentId);
    const [document] = await attachDocuments(
      trx,
      requestId,
      request.sender_id,
      [documentId],
      current.length + 1,
      () => '/body/document_id',
      now,
    );
    await recordEvent(trx, requestId, 'DOCUMENT_ADDED', context, document.name);
  });
}

/** Takes a document out of a DRAFT with the placements on it (404 when not in it). */
export async function removeDocument(
  db: Db,
  requestId: string,
  documentId: string,
  context: ActionContext,
): Promise<void> {
  const now = nowOf(context);
  await inTransaction(db, async (trx) => {
    await takeRequest(trx, requestId, ['DRAFT'], 'removing a document', now);
    const current = await requestDocuments(trx, requestId);
    const document = current.find((d) => d.id === documentId);
    if (!document) throw notFound('The document is not part of this signature request.');
    await detachDocuments(trx, requestId, [documentId], now);
    await dropPlacementsOutside(
      trx,
      requestId,
      current.filter((d) => d.id !== documentId).map((d) => d.id),
      now,
    );
    await recordEvent(trx, requestId, 'DOCUMENT_REMOVED', context, document.name);
  });
}
