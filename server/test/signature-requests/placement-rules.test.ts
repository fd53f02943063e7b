// The pure placement rules (rules/placements.ts): a field
// may have any shape (the visual signature is scaled into it) down to 40 x 20 points, below which
// it answers placement_too_small at the side that is too short; and no field overlaps another on
// the same page of the same document; touching edges, other pages and other documents are fine.
// The later field of an overlapping pair carries the error.
import { describe, expect, it } from 'vitest';
import {
  MIN_PLACEMENT_HEIGHT,
  MIN_PLACEMENT_WIDTH,
  overlap,
  overlapErrors,
  sizeError,
} from '../../src/areas/signature-requests/rules/requests.ts';

const box = (x: number, y: number, page = 1, documentId = 'd1', width = 150, height = 70) => ({
  documentId,
  page,
  x,
  y,
  width,
  height,
});

describe('the size of a field', () => {
  it('is at least 40 x 20 points', () => {
    expect([MIN_PLACEMENT_WIDTH, MIN_PLACEMENT_HEIGHT]).toEqual([40, 20]);
  });

  it.each([
    [300, 140],
    [200, 80], // the wide box of an API client (2.5 : 1)
    [100, 200], // taller than wide
    [300, 60],
    [140, 140],
    [40, 20], // the smallest
    [40, 400],
    [500, 20],
  ])('accepts %d x %d, whatever its shape', (width, height) => {
    expect(sizeError({ width, height }, '/body/x')).toBeUndefined();
  });

  it.each([
    [39.9, 80, 'width'],
    [10, 10, 'width'],
    [200, 19.5, 'height'],
    [40, 1, 'height'],
  ])('refuses %d x %d with placement_too_small at its %s', (width, height, side) => {
    expect(sizeError({ width, height }, '/body/s/0')).toEqual({
      pointer: `/body/s/0/${side}`,
      detail: `the field (${width}x${height}) is smaller than 40x20 points`,
      code: 'placement_too_small',
    });
  });
});

describe('overlapping fields', () => {
  it('overlap when they share area on the same page of the same document', () => {
    expect(overlap(box(56, 80), box(100, 120))).toBe(true);
    expect(overlap(box(56, 80), box(56, 80))).toBe(true);
  });

  it('do not when they only touch, or lie on another page or document', () => {
    expect(overlap(box(56, 80), box(206, 80))).toBe(false); // right edge = left edge
    expect(overlap(box(56, 80), box(56, 150))).toBe(false); // bottom edge = top edge
    expect(overlap(box(56, 80), box(56, 80, 2))).toBe(false);
    expect(overlap(box(56, 80), box(56, 80, 1, 'd2'))).toBe(false);
  });

  it('give the later field of the body the error; stored fields are not checked', () => {
    const errors = overlapErrors([
      { placement: box(56, 80) },
      { placement: box(60, 90) }, // stored, overlaps the stored one: not reported
      { placement: box(300, 400), pointer: '/body/a' },
      { placement: box(310, 410), pointer: '/body/b' },
      { placement: box(100, 100), pointer: '/body/c' },
    ]);
    expect(errors).toEqual([
      {
        pointer: '/body/b',
        detail: 'overlaps the field at /body/a on page 1',
        code: 'placement_overlap',
      },
      {
        pointer: '/body/c',
        detail: 'overlaps a field already placed on page 1',
        code: 'placement_overlap',
      },
    ]);
  });
});
