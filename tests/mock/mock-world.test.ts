// The mock loop answers page images, visual-signature previews and seal images with real pictures
// (openapi/examples/images), so no image is broken against the Prism mock; other calls go on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockImageFor } from '../../scripts/mock-world.ts';
import { namedExamples, preferredExample } from '../../scripts/mock-scenarios.ts';

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

  it('serves the example company logo at the address the settings give, 240 x 80', () => {
    const logo = mockImageFor(
      'GET',
      '/v2/businesses/6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b/logo?v=3f9c2a7b1d4e5f60&height=128',
    );
    expect(path.basename(logo!)).toBe('logo.png');
    expect(pngSize(logo!)).toEqual([240, 80]);
  });

  it('passes everything else on to Prism', () => {
    expect(mockImageFor('GET', '/v3/documents/d1/download')).toBeUndefined();
    expect(mockImageFor('POST', '/v3/documents/d1/pages/1')).toBeUndefined();
    expect(mockImageFor('GET', '/v3/signature-requests')).toBeUndefined();
  });
});

describe('mock loop example choice (Prefer: example=…)', () => {
  const operations = namedExamples(
    JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as Record<string, unknown>,
  );
  const REQUESTS = {
    '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d': 'OPEN',
    '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e': 'OPEN',
    '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f': 'SIGNED',
    '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a': 'DRAFT',
    '5e6f7a8b-9c0d-4e1f-8a2b-4c5d6e7f8a9b': 'DECLINED',
  };

  it('opens each request of EXAMPLES.md by its id, in its own status', () => {
    for (const id of Object.keys(REQUESTS)) {
      expect(preferredExample(operations, 'GET', `/v3/signature-requests/${id}`)).toBe(id);
    }
    expect(
      preferredExample(operations, 'GET', '/v3/signature-requests/00000000-0000-4000-8000-0'),
    ).toBeUndefined();
  });

  it('gives each dashboard filter its own rows, and the frame scenario where it exists', () => {
    const list = (query: string, scenario?: string) =>
      preferredExample(operations, 'GET', `/v3/signature-requests?page=0&${query}`, scenario);
    expect(
      ['toSign', 'pending', 'completed', 'drafts', 'declined'].map((f) => list(`filter=${f}`)),
    ).toEqual(['toSign', 'pending', 'completed', 'drafts', 'declined']);
    expect(list('size=20')).toBeUndefined();
    expect(list('size=20', 'empty')).toBe('empty');
    // An operation without that scenario keeps its default example.
    expect(preferredExample(operations, 'GET', '/v1/user', 'empty')).toBeUndefined();
  });

  it('names examples whose status matches the table of EXAMPLES.md', () => {
    const doc = JSON.parse(readFileSync('generated/openapi.json', 'utf8'));
    const named = doc.paths['/v3/signature-requests/{requestId}'].get.responses['200'].content[
      'application/json'
    ].examples as Record<string, { value: { statusOverall: string } }>;
    expect(
      Object.fromEntries(Object.entries(named).map(([id, e]) => [id, e.value.statusOverall])),
    ).toEqual(REQUESTS);
  });
});
