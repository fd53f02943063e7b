// The boxes drawn over a document's pages: where the signature of each signer who has not signed
// yet goes, and the place chosen for the next signer.
import type { Document } from '@generated/model/document';
import type { Signature } from '@generated/model/signature';
import type { SignatureCreateDocumentSignaturesItem } from '@generated/model/signatureCreateDocumentSignaturesItem';
import type { PageMarker } from '@/components/document-viewer/viewer-types';
import { signerEmail } from './signer-list';

export function signatureMarkers(
  document: Pick<Document, 'id'>,
  signatures: Signature[],
  next?: { placement: SignatureCreateDocumentSignaturesItem; label: string },
): PageMarker[] {
  // Once signed, the signature is on the page image itself.
  const waiting = signatures.filter((signature) => signature.status === 'OPEN');
  const placed = waiting.flatMap((signature) =>
    signature.documentSignatures
      .filter((placement) => placement.documentId === document.id)
      .map((placement, index) => ({
        id: `${signature.id}-${index}`,
        page: placement.page,
        x: placement.x,
        y: placement.y,
        width: placement.width,
        height: placement.height,
        label: signature.name || signerEmail(signature),
      })),
  );
  if (!next || next.placement.document_id !== document.id) return placed;
  const { page, x, y, width = 0, height = 0 } = next.placement;
  return [...placed, { id: 'next', page, x, y, width, height, label: next.label }];
}
