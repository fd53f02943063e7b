// The pure placement rules of issue 11 point 2 (rules/placements.ts): a field keeps the visual
// signature's shape (seed 000 §3 "Default size 300x140") within 10 %, and no field overlaps
// another on the same page of the same document; touching edges, other pages and other
// documents are fine. The later field of an overlapping pair carries the error.
import { describe, expect, it } from 'vitest';
import {
  PLACEMENT_RATIO,
  overlap,
  overlapErrors,
  ratioError,
} from '../../src/areas/signature-requests/rules.ts';

const box = (x: number, y: number, page = 1, documentId = 'd1', width = 150, height = 70) => ({
  documentId,
  page,
  x,
  y,
  width,
  height,
});

describe('the shape of a field', () => {
  it('is 300 : 140', () => {
    expect(PLACEMENT_RATIO).toBeCloseTo(300 / 140, 10);
  });

  it.each([
    [300, 140],
    [150, 70],
    [200, 90], // 2.22: 3.7 % off
    [120, 60], // 2.00: 6.7 % off
  ])('accepts %d x %d', (width, height) => {
    expect(ratioError({ width, height }, '/body/x')).toBeUndefined();
  });

  it.each([
    [300, 60],
    [140, 140],
    [300, 170], // 1.76: 17.6 % off
  ])('refuses %d x %d at the height with placement_ratio', (width, height) => {
    expect(ratioError({ width, height }, '/body/s/0')).toMatchObject({
      pointer: '/body/s/0/height',
      code: 'placement_ratio',
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
