// The mock loop answers page images, visual-signature previews and seal images with real pictures
// (openapi/examples/images), so no image is broken against the Prism mock; other calls go on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockImageFor } from '../../scripts/mock-images.ts';

/** Width and height from a PNG's IHDR chunk, or undefined when the bytes are no PNG. */
function pngSize(file: string): [number, number] | undefined {
  const bytes = readFileSync(file);
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  if (!signature.every((byte, index) => bytes[index] === byte)) return undefined;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('mock loop images', () => {
  it('serves an A4 page for each page of a document, direct or not', () => {
    const first = mockImageFor('GET', '/v3/documents/d1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a/pages/1');
    const third = mockImageFor(
      'GET',
      '/v3/direct/documents/d1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a/pages/3?scale=100',
    );
    expect(path.basename(first!)).toBe('page-1.png');
    expect(path.basename(third!)).toBe('page-3.png');
    expect(pngSize(first!)).toEqual([595, 842]);
    // The annual accounts have 12 pages: the later ones show the last example page.
    expect(path.basename(mockImageFor('GET', '/v3/documents/d2/pages/12')!)).toBe('page-3.png');
  });

  it('serves the example signature for previews and seal images, 300 x 140', () => {
    const preview = mockImageFor('POST', '/v1/user/preview-visual-signature');
    expect(pngSize(preview!)).toEqual([300, 140]);
    expect(mockImageFor('GET', '/v1/businesses/6b1f/seals/muster-treuhand-seal/image')).toBe(
      preview,
    );
  });

  it('passes everything else on to Prism', () => {
    expect(mockImageFor('GET', '/v3/documents/d1/download')).toBeUndefined();
    expect(mockImageFor('POST', '/v3/documents/d1/pages/1')).toBeUndefined();
    expect(mockImageFor('GET', '/v3/signature-requests')).toBeUndefined();
  });
});
