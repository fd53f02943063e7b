// The placement editor's geometry: drag to move, resize to any
// shape down to the server's smallest field (40 x 20 points, 422 placement_too_small below it) or
// at a fixed ratio when asked (a new field starts at the visual signature's 300x140, docs/product.md#entities-visual-signature
// "Default size 300x140"), keyboard moves, snapping to the page, several fields per signer and
// document, no overlap of a default field.
import { describe, expect, it } from 'vitest';
import {
  keepOnPage,
  keyBox,
  MIN_BOX_HEIGHT,
  MIN_BOX_WIDTH,
  moveBox,
  overlaps,
  pixelsToPoints,
  resizeBox,
  snapToPage,
} from '@/components/document-viewer/box-geometry';
import {
  addDefaultField,
  addFieldAt,
  changeField,
  fieldPlacements,
  overlappingKeys,
  removeField,
  tooSmallKeys,
} from '@/features/signature-requests/placement-fields';
import {
  FOOTER_HEIGHT,
  PAGE_MARGIN,
  SIGNATURE_RATIO,
  takenPlacements,
} from '@/features/signature-requests/signature-placement';

const A4 = { width: 595, height: 842 };
const box = { x: 100, y: 100, width: 300, height: 140 };
const doc = { id: 'd1', pages: 3, pageSizes: [A4, A4, { width: 842, height: 595 }] };

describe('moving a field', () => {
  it('moves by the dragged distance', () => {
    expect(moveBox(box, 50, 20, A4)).toEqual({ ...box, x: 150, y: 120 });
  });

  it('never leaves the page', () => {
    expect(moveBox(box, 1000, -1000, A4)).toEqual({ ...box, x: 295, y: 0 });
  });

  it('snaps to a page edge or margin line within 8 points', () => {
    expect(moveBox(box, -95, 0, A4).x).toBe(0);
    expect(moveBox(box, -60, 0, A4, PAGE_MARGIN).x).toBe(PAGE_MARGIN);
    // right edge 5 points from the right margin line: the right edge lands on it
    expect(snapToPage({ ...box, x: 595 - 36 - 300 - 5 }, A4, PAGE_MARGIN).x).toBe(595 - 36 - 300);
    // 20 points away: stays
    expect(moveBox(box, -80, 0, A4, PAGE_MARGIN).x).toBe(20);
  });

  it('converts dragged pixels to points by the shown page width', () => {
    expect(pixelsToPoints(119, A4, 297.5)).toBe(238);
  });
});

describe('resizing a field', () => {
  it('takes any shape: width and height follow the corner each on its own', () => {
    // 300 x 140 dragged to 200 x 80 (the wide box of an API client) and to 100 x 200.
    expect(resizeBox(box, -100, -60, A4)).toEqual({ ...box, width: 200, height: 80 });
    expect(resizeBox(box, -200, 60, A4)).toEqual({ ...box, width: 100, height: 200 });
  });

  it("stops at the server's smallest field, 40 x 20 points, and at the page edge", () => {
    expect([MIN_BOX_WIDTH, MIN_BOX_HEIGHT]).toEqual([40, 20]);
    expect(resizeBox(box, -1000, -1000, A4)).toEqual({ ...box, width: 40, height: 20 });
    expect(resizeBox(box, 1000, 1000, A4)).toEqual({ ...box, width: 495, height: 742 });
  });

  it('keeps a given ratio whichever way the corner is dragged', () => {
    const wider = resizeBox(box, 60, 0, A4, SIGNATURE_RATIO);
    expect(wider.width).toBe(360);
    expect(wider.width / wider.height).toBeCloseTo(300 / 140, 5);
    const taller = resizeBox(box, 0, 28, A4, SIGNATURE_RATIO);
    expect(taller.height).toBe(168);
    expect(taller.width).toBe(360);
    expect({ x: taller.x, y: taller.y }).toEqual({ x: 100, y: 100 });
  });

  it('at a ratio, stops at the page edge and where neither side is under the smallest field', () => {
    expect(resizeBox(box, 1000, 0, A4, SIGNATURE_RATIO).width).toBe(495);
    const small = resizeBox(box, -1000, -1000, A4, SIGNATURE_RATIO);
    // 20 points high is the limit: 20 x 300/140 = 42.86 wide.
    expect(small.height).toBeCloseTo(MIN_BOX_HEIGHT, 1);
    expect(small.width).toBeCloseTo(MIN_BOX_HEIGHT * SIGNATURE_RATIO, 1);
  });

  it('shrinks a box larger than its page onto it', () => {
    const huge = keepOnPage({ x: 0, y: 0, width: 900, height: 420 }, A4);
    expect(huge.width).toBe(595);
    expect(huge.width / huge.height).toBeCloseTo(900 / 420, 2);
  });
});

describe('keyboard', () => {
  it('arrow keys move by 1 point, with Shift by 10, and stay on the page', () => {
    expect(keyBox(box, 'ArrowRight', A4)).toMatchObject({ x: 101, y: 100 });
    expect(keyBox(box, 'ArrowUp', A4, { shift: true })).toMatchObject({ x: 100, y: 90 });
    expect(keyBox({ ...box, x: 0 }, 'ArrowLeft', A4)).toMatchObject({ x: 0 });
  });

  it('Alt with Left/Right changes the width, with Up/Down the height', () => {
    expect(keyBox(box, 'ArrowRight', A4, { alt: true })).toEqual({ ...box, width: 301 });
    expect(keyBox(box, 'ArrowLeft', A4, { alt: true, shift: true })).toEqual({
      ...box,
      width: 290,
    });
    expect(keyBox(box, 'ArrowDown', A4, { alt: true })).toEqual({ ...box, height: 141 });
    expect(keyBox(box, 'ArrowUp', A4, { alt: true, shift: true })).toEqual({ ...box, height: 130 });
    const smallest = { ...box, width: 40, height: 20 };
    expect(keyBox(smallest, 'ArrowUp', A4, { alt: true })).toEqual(smallest);
  });

  it('Alt with an arrow key resizes at a given ratio', () => {
    const grown = keyBox(box, 'ArrowRight', A4, { alt: true, shift: true, ratio: SIGNATURE_RATIO });
    expect(grown.width).toBe(310);
    expect(grown.width / grown.height).toBeCloseTo(SIGNATURE_RATIO, 3);
    expect(keyBox(box, 'ArrowLeft', A4, { alt: true, ratio: SIGNATURE_RATIO }).width).toBe(299);
  });
});

describe('several fields per signer and document', () => {
  it('adds default fields that overlap nothing, inside the margins and above the footer', () => {
    let fields = addDefaultField([], doc, [], 1);
    fields = addDefaultField(fields, doc, [], 1);
    fields = addDefaultField(fields, doc, [], 1);
    expect(fields).toHaveLength(3);
    for (const field of fields) {
      const b = { x: field.x, y: field.y, width: field.width!, height: field.height! };
      expect(b.x).toBeGreaterThanOrEqual(PAGE_MARGIN);
      expect(b.x + b.width).toBeLessThanOrEqual(595 - PAGE_MARGIN);
      expect(b.y + b.height).toBeLessThanOrEqual(842 - FOOTER_HEIGHT);
      for (const other of fields.filter((f) => f.key !== field.key)) {
        expect(overlaps(b, { x: other.x, y: other.y, width: 300, height: 140 })).toBe(false);
      }
    }
  });

  it('avoids the fields of the signers already added', () => {
    const taken = takenPlacements([
      {
        documentSignatures: [
          { documentId: 'd1', page: 1, x: 200, y: 600, width: 300, height: 140 },
        ],
      },
    ]);
    const [field] = addDefaultField([], doc, taken, 1);
    expect(field.page).toBe(1);
    expect(field.y).toBe(842 - FOOTER_HEIGHT - 140 - 152 - 152);
  });

  it('uses the size of a landscape page', () => {
    const [field] = addDefaultField([], doc, []);
    expect(field).toMatchObject({ page: 3, x: 842 - PAGE_MARGIN - 300, y: 595 - 72 - 140 });
  });

  it('moves, resizes and removes one field of several, as contract placements', () => {
    let fields = addFieldAt([], doc, { page: 1, x: 300, y: 300 });
    fields = addFieldAt(fields, doc, { page: 2, x: 300, y: 600 });
    const [first, second] = fields;
    fields = changeField(fields, [doc], first.key, { x: 10, y: 20, width: 330, height: 154 });
    expect(fieldPlacements(fields)[0]).toEqual({
      document_id: 'd1',
      page: 1,
      x: 10,
      y: 20,
      width: 330,
      height: 154,
    });
    fields = removeField(fields, first.key);
    expect(fields.map((f) => f.key)).toEqual([second.key]);
    expect(fieldPlacements(fields)[0]).not.toHaveProperty('key');
  });
});

describe('field sizes (the server answers 422 placement_too_small under 40 x 20)', () => {
  it('keeps a resized field of any shape, as the contract placement', () => {
    let fields = addFieldAt([], doc, { page: 1, x: 300, y: 300 });
    fields = changeField(fields, [doc], fields[0].key, { x: 56, y: 300, width: 200, height: 80 });
    expect(fieldPlacements(fields)[0]).toMatchObject({ x: 56, y: 300, width: 200, height: 80 });
    fields = changeField(fields, [doc], fields[0].key, { x: 56, y: 300, width: 40, height: 20 });
    expect(tooSmallKeys(fields)).toEqual(new Set());
  });

  it('marks a field under 40 x 20 points', () => {
    const fields = [
      { key: 'a', document_id: 'd1', page: 1, x: 0, y: 0, width: 39, height: 80 },
      { key: 'b', document_id: 'd1', page: 1, x: 100, y: 0, width: 200, height: 19 },
      { key: 'c', document_id: 'd1', page: 1, x: 300, y: 0, width: 40, height: 20 },
    ];
    expect(tooSmallKeys(fields)).toEqual(new Set(['a', 'b']));
  });
});

describe('overlapping fields (the server answers 422 placement_overlap)', () => {
  it('marks a field over another new field or over a signer already added', () => {
    let fields = addFieldAt([], doc, { page: 1, x: 300, y: 300 });
    fields = addFieldAt(fields, doc, { page: 1, x: 320, y: 310 });
    fields = addFieldAt(fields, doc, { page: 2, x: 300, y: 300 });
    const [a, b, c] = fields;
    expect(overlappingKeys(fields, [])).toEqual(new Set([a.key, b.key]));
    const taken = [{ document_id: 'd1', page: 2, x: 200, y: 250, width: 300, height: 140 }];
    expect(overlappingKeys([c], taken)).toEqual(new Set([c.key]));
    expect(overlappingKeys([c], [{ ...taken[0], page: 3 }])).toEqual(new Set());
  });
});
