// Who may see a document, and finding it for them. Deleting passes `ownedBy(userId)`, the reads
// the owner-or-request-party check of areas/signature-requests (ownerOrRequestParty),
// the direct-link operations (areas/direct) their own check — the link's request holds the
// document — and reuse everything else. An unknown document and one the caller may not see get
// the same 404, so an id tells nothing about documents of others.
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain-errors.ts';
import type { Schemas } from '../handler.ts';
import { toDocument } from './to-contract.ts';
import type { DocumentRow } from './rules.ts';
import { findDocumentRow } from './store.ts';

/** Whether the caller may see this document; false answers 404 (no leak of its existence). */
export type DocumentAccess = (row: DocumentRow) => boolean | Promise<boolean>;

export const ownedBy =
  (userId: string): DocumentAccess =>
  (row) =>
    row.owner_id === userId;

export async function findDocument(
  ctx: AppContext,
  documentId: string,
  access: DocumentAccess,
): Promise<DocumentRow> {
  const row = await findDocumentRow(ctx.db, documentId);
  if (!row || !(await access(row))) throw notFound('The document does not exist.');
  return row;
}

/** GET /v3/documents/{id} and its direct variant: the Document, for a caller who may see it. */
export async function readDocument(
  ctx: AppContext,
  documentId: string,
  access: DocumentAccess,
): Promise<Schemas['Document']> {
  return toDocument(await findDocument(ctx, documentId, access));
}
