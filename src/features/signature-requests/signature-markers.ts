// The boxes drawn over a document's pages: where the signature of each signer who has not signed
// yet goes (the viewer's own fields stand out), and, while a draft is edited, the fields being
// placed for the next signer (editable). Once signed, a signature is on the page image itself.
import type { Document } from '@generated/model/document';
import type { Signature } from '@generated/model/signature';
import type { PageMarker } from '@/components/document-viewer/viewer-types';
import type { Field } from './placement-fields';
import { signerEmail } from './signer-list';

export function signatureMarkers(
  document: Pick<Document, 'id'>,
  signatures: Signature[],
  next?: { fields: Field[]; label: string; invalid?: Map<string, 'overlap' | 'tooSmall'> },
  ownId?: string,
): PageMarker[] {
  const waiting = signatures.filter((signature) => signature.status === 'OPEN');
  const placed = waiting.flatMap((signature) =>
    signature.documentSignatures
      .filter((placement) => placement.documentId === document.id)
      .map((placement, index): PageMarker => ({
        id: `${signature.id}-${index}`,
        page: placement.page,
        x: placement.x,
        y: placement.y,
        width: placement.width,
        height: placement.height,
        label: signature.name || signerEmail(signature),
        tone: signature.id === ownId ? 'own' : 'other',
      })),
  );
  if (!next) return placed;
  const editing = next.fields
    .filter((field) => field.document_id === document.id)
    .map(({ key, page, x, y, width = 0, height = 0 }): PageMarker => ({
      id: key,
      page,
      x,
      y,
      width,
      height,
      label: next.label,
      editable: true,
      invalid: next.invalid?.get(key),
    }));
  return [...placed, ...editing];
}
