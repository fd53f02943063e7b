// Where a signature goes (areas/signing/rules/placements.ts), without a database: the body's
// documentSignatures, else the sender's placements, every field kept (one signature per field),
// sized 300x140 when the body leaves the size out (docs/product.md#entities-visual-signature "Default size 300x140"), checked by
// the placement rule of signature requests (signerErrors: a document of the request, one of its
// pages, at least 40 x 20 points of any shape, inside the page with half a point of tolerance),
// with the pointers of the sign body.
import { describe, expect, it } from 'vitest';
import type { SignItem } from '../../src/areas/signing/rules/signer.ts';
import { placementErrors, planPlacements } from '../../src/areas/signing/rules/placements.ts';

describe('placements', () => {
  // Two documents: 3 A4 pages, and 1 page without known sizes.
  const a4 = { width: 595.28, height: 841.89 };
  const documents = [
    { id: 'd-1', pages: 3, page_sizes: JSON.stringify([a4, a4, a4]) },
    { id: 'd-2', pages: 1, page_sizes: null },
  ];
  // Bodies are validated without filling defaults in: width and height may be left out.
  type Given = {
    documentId: string;
    page: number;
    x: number;
    y: number;
    visualSignatureId?: string;
  };
  const given = (list: Given[]) => list as SignItem['documentSignatures'];
  const at = (documentId: string, page: number, x = 56, y = 600, width = 200, height = 90) => ({
    documentId,
    page,
    x,
    y,
    width,
    height,
  });

  it('placementErrors: the signature-requests rule with the sign body pointers', () => {
    expect(placementErrors(documents, at('d-1', 3), '/at')).toEqual([]);
    expect(placementErrors(documents, at('d-9', 1), '/at')).toEqual([
      {
        pointer: '/at/documentId',
        detail: 'is not a document of this signature request',
        code: 'unknown_document',
      },
    ]);
    expect(placementErrors(documents, at('d-1', 4), '/at')).toEqual([
      { pointer: '/at/page', detail: 'the document has 3 pages', code: 'page_out_of_range' },
    ]);
    expect(placementErrors(documents, at('d-2', 2), '/at')[0].detail).toBe(
      'the document has 1 page',
    );
    expect(placementErrors(documents, at('d-1', 1, 500, 800), '/at')).toEqual([
      {
        pointer: '/at',
        detail: 'the signature (200x90 at 500,800) reaches outside the page (595.28x841.89 points)',
        code: 'placement_outside_page',
      },
    ]);
    // Any shape from 40 x 20 points; smaller answers placement_too_small at the short side.
    expect(placementErrors(documents, at('d-1', 1, 56, 600, 200, 80), '/at')).toEqual([]);
    expect(placementErrors(documents, at('d-1', 1, 56, 600, 100, 200), '/at')).toEqual([]);
    expect(placementErrors(documents, at('d-1', 1, 56, 600, 40, 20), '/at')).toEqual([]);
    expect(placementErrors(documents, at('d-1', 1, 56, 600, 30, 80), '/at')).toEqual([
      {
        pointer: '/at/width',
        detail: 'the field (30x80) is smaller than 40x20 points',
        code: 'placement_too_small',
      },
    ]);
    expect(placementErrors(documents, at('d-1', 1, 56, 600, 200, 12), '/at')).toEqual([
      {
        pointer: '/at/height',
        detail: 'the field (200x12) is smaller than 40x20 points',
        code: 'placement_too_small',
      },
    ]);
    // Half a point of tolerance; a page without known size is not measured.
    expect(placementErrors(documents, at('d-1', 1, 395.7, 751.8), '/at')).toEqual([]);
    expect(placementErrors(documents, at('d-2', 1, 5000, 5000), '/at')).toEqual([]);
  });

  it('planPlacements: the body placements, sized 300x140 by default, every field kept', () => {
    const { placements, errors } = planPlacements(
      documents,
      [at('d-2', 1)],
      given([
        { documentId: 'd-1', page: 2, x: 10, y: 10, visualSignatureId: 'vs-1' },
        { documentId: 'd-1', page: 3, x: 10, y: 10 },
      ]),
      '/body/signatureRequests/0',
    );
    expect(errors).toEqual([]);
    expect(placements).toEqual([
      {
        documentId: 'd-1',
        page: 2,
        x: 10,
        y: 10,
        width: 300,
        height: 140,
        visualSignatureId: 'vs-1',
      },
      { documentId: 'd-1', page: 3, x: 10, y: 10, width: 300, height: 140 },
    ]);
  });

  it('planPlacements: body fields overlapping each other answer placement_overlap', () => {
    const { errors } = planPlacements(
      documents,
      [],
      given([
        { documentId: 'd-1', page: 2, x: 10, y: 10 },
        { documentId: 'd-1', page: 2, x: 200, y: 100 },
        { documentId: 'd-1', page: 2, x: 10, y: 300 },
      ]),
      '/body/signatureRequests/0',
    );
    expect(errors).toEqual([
      {
        pointer: '/body/signatureRequests/0/documentSignatures/1',
        detail: 'overlaps the field at /body/signatureRequests/0/documentSignatures/0 on page 2',
        code: 'placement_overlap',
      },
    ]);
  });

  it('planPlacements: without body placements the sender placements; a gone document is skipped', () => {
    const { placements, errors } = planPlacements(
      documents,
      [at('d-gone', 1), at('d-2', 1)],
      undefined,
      '/p',
    );
    expect(errors).toEqual([]);
    expect(placements).toEqual([at('d-2', 1)]);
    expect(planPlacements(documents, [], undefined, '/p')).toEqual({ placements: [], errors: [] });
    // A sender placement on a page the document does not have is still an error.
    expect(planPlacements(documents, [at('d-1', 5)], undefined, '/p').errors).toEqual([
      {
        pointer: '/p/documentSignatures/0/page',
        detail: 'the document has 3 pages',
        code: 'page_out_of_range',
      },
    ]);
  });

  it('planPlacements: every bad body placement is a field error under documentSignatures', () => {
    const { placements, errors } = planPlacements(
      documents,
      [],
      given([
        { documentId: 'd-gone', page: 1, x: 0, y: 0 },
        { documentId: 'd-1', page: 9, x: 0, y: 0 },
        { documentId: 'd-1', page: 2, x: 500, y: 800 },
        { documentId: 'd-2', page: 1, x: 0, y: 0 },
      ]),
      '/body/signatureRequests/1',
    );
    expect(errors.map((e) => [e.pointer, e.code])).toEqual([
      ['/body/signatureRequests/1/documentSignatures/0/documentId', 'unknown_document'],
      ['/body/signatureRequests/1/documentSignatures/1/page', 'page_out_of_range'],
      ['/body/signatureRequests/1/documentSignatures/2', 'placement_outside_page'],
    ]);
    expect(placements.map((p) => p.documentId)).toEqual(['d-2']);
  });
});
