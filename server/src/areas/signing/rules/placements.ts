// Where a signature goes (POST /v3/sign, /v3/direct/sign: SignRequestItem.documentSignatures):
// the placements of the body, else those the sender set, checked with the placement rule of
// signature requests so there is one rule for where a signature may be placed. Pure.
import type { FieldError } from '../../../domain-errors.ts';
import type { DocumentRow } from '../../documents/index.ts';
import {
  DEFAULT_PLACEMENT_HEIGHT,
  DEFAULT_PLACEMENT_WIDTH,
  overlapErrors,
  signerErrors,
  type Placement,
} from '../../signature-requests/index.ts';
import type { PlannedPlacement, SignItem } from './signer.ts';

/**
 * Where the caller's signature goes on each document: the item's documentSignatures when given
 * (contract: "left out, the placements set by the sender are used"), else the stored placements.
 * Every placement is kept: each field gets its own PAdES signature (server README "Signature
 * fields"); a document without a field gets an invisible signature. Field errors for placements
 * on other documents, missing pages, smaller than the smallest field, outside the page or
 * overlapping each other; a stored placement on a document that left the request is skipped
 * silently.
 */
export function planPlacements(
  documents: Pick<DocumentRow, 'id' | 'pages' | 'page_sizes'>[],
  stored: Placement[],
  given: SignItem['documentSignatures'],
  pointer: string,
): { placements: PlannedPlacement[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const candidates: PlannedPlacement[] = given
    ? given.map((p) => ({
        documentId: p.documentId,
        page: p.page,
        x: p.x,
        y: p.y,
        width: p.width ?? DEFAULT_PLACEMENT_WIDTH,
        height: p.height ?? DEFAULT_PLACEMENT_HEIGHT,
        ...(p.visualSignatureId ? { visualSignatureId: p.visualSignatureId } : {}),
      }))
    : stored;
  const placements: PlannedPlacement[] = [];
  candidates.forEach((p, index) => {
    const [error] = placementErrors(documents, p, `${pointer}/documentSignatures/${index}`);
    if (error) {
      if (given || error.code !== 'unknown_document') errors.push(error);
      return;
    }
    placements.push(p);
  });
  if (given) {
    errors.push(
      ...overlapErrors(
        candidates.map((placement, index) => ({
          placement,
          pointer: `${pointer}/documentSignatures/${index}`,
        })),
      ),
    );
  }
  return { placements, errors };
}

/**
 * The placement rule of signature requests (signerErrors of ../signature-requests: on a document
 * of the request, on one of its pages, not too small, inside the page, with the same details and
 * codes), so a
 * placement the sender could not set cannot be signed either. Its pointers are the snake_case
 * ones of a request body; here they are moved under `at` in the sign body's camelCase.
 */
export function placementErrors(
  documents: Pick<DocumentRow, 'id' | 'pages' | 'page_sizes'>[],
  p: Placement,
  at: string,
): FieldError[] {
  const { documentId, page, x, y, width, height } = p;
  const prefix = '/document_signatures/0';
  return signerErrors(
    {
      account_email: 'signer@placement.check',
      document_signatures: [{ document_id: documentId, page, x, y, width, height }],
    },
    documents,
    '',
  )
    .filter((e) => e.pointer.startsWith(prefix))
    .map((e) => ({
      ...e,
      pointer: `${at}${e.pointer.slice(prefix.length).replace(/^\/document_id$/, '/documentId')}`,
    }));
}
