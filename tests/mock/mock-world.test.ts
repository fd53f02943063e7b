// The mock loop answers page images, visual-signature previews and seal images with real pictures
// (openapi/examples/images), so no image is broken against the Prism mock; other calls go on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockFileFor, mockImageFor, mockLoop, mockNotFound } from '../../scripts/mock-world.ts';
import { namedExamples, preferHeader, preferredExample } from '../../scripts/mock-scenarios.ts';

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

describe('mock loop downloads: real sample files of the example world', () => {
  const doc = JSON.parse(readFileSync('generated/openapi.json', 'utf8'));
  const all = doc.paths['/v3/signature-requests'].get.responses['200'].content['application/json']
    .examples.all.value.items as {
    id: string;
    documents: { id: string; name: string; pages: number }[];
  }[];
  /** Page objects of a PDF written without object streams (scripts/draw-mock-files.ts). */
  const pageCount = (file: string) =>
    (readFileSync(file, 'latin1').match(/\/Type \/Page(?![s\w])/g) ?? []).length;

  it('serves each document as a PDF with the pages its examples give, direct or not', () => {
    for (const document of all.flatMap((request) => request.documents)) {
      const file = mockFileFor('GET', `/v3/documents/${document.id}/download`)!;
      expect(readFileSync(file).subarray(0, 5).toString(), document.name).toBe('%PDF-');
      expect(pageCount(file), document.name).toBe(document.pages);
      expect(mockFileFor('GET', `/v3/direct/documents/${document.id}/download`)).toBe(file);
    }
  });

  it('serves each request its report (PDF) and a ZIP of its documents', () => {
    for (const request of all) {
      const report = mockFileFor('GET', `/v3/signature-requests/${request.id}/report`)!;
      expect(readFileSync(report).subarray(0, 5).toString()).toBe('%PDF-');
      const zip = readFileSync(mockFileFor('GET', `/v3/signature-requests/${request.id}/zip`)!);
      expect(zip.readUInt32LE(0)).toBe(0x04034b50); // a local file header
      for (const document of request.documents) expect(zip.includes(document.name)).toBe(true);
    }
  });

  it('serves the activity exports as CSV with a line per listed activity', () => {
    const business = '/v2/businesses/6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b/activities';
    const lines = (kind: string) =>
      readFileSync(mockFileFor('GET', `${business}/${kind}/export?startDate=2026-11-01`)!, 'utf8')
        .trim()
        .split('\r\n');
    const listed = (kind: string) =>
      doc.paths[`/v2/businesses/{businessId}/activities/${kind}`].get.responses['200'].content[
        'application/json'
      ].examples.world.value.items.length;
    expect(lines('signatures')[0]).toMatch(/^signed_at,signer_email,/);
    expect(lines('signatures')).toHaveLength(listed('signatures') + 1);
    expect(lines('identifications')).toHaveLength(listed('identifications') + 1);
  });

  it('serves WebP pictures when the call asks for format=webp', () => {
    const webp = readFileSync(mockFileFor('GET', '/v3/documents/d1/pages/2?format=webp')!);
    expect(webp.subarray(0, 4).toString()).toBe('RIFF');
    expect(webp.subarray(8, 12).toString()).toBe('WEBP');
  });
});

describe('mock loop unknown ids', () => {
  it('answers 404 for an id no example names, naming the parameter', () => {
    const problem = mockNotFound(
      'GET',
      '/v3/signature-requests/00000000-0000-4000-8000-000000000000',
    );
    expect(problem).toMatchObject({ status: 404, code: 'not_found' });
    expect(problem?.detail).toContain('requestId');
    expect(
      mockNotFound('GET', '/v1/businesses/6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b/seals/nope'),
    ).toMatchObject({
      status: 404,
    });
  });

  it('lets the ids of the world through, and a page number is no id', () => {
    expect(
      mockNotFound('GET', '/v3/signature-requests/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'),
    ).toBeUndefined();
    expect(
      mockNotFound('GET', '/v3/documents/d1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a/pages/12'),
    ).toBeUndefined();
    expect(mockNotFound('GET', '/v1/invitations/inv-0c1d2e3f')).toBeUndefined();
    expect(mockNotFound('GET', '/v3/signature-requests?filter=toSign')).toBeUndefined();
  });
});

describe('mock loop scenarios (Prefer on every call that has the scenario)', () => {
  const operations = namedExamples(
    JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as Record<string, unknown>,
  );

  it('asks for a status where the scenario is one (a personal account: 204)', () => {
    expect(preferHeader(operations, 'GET', '/v2/businesses/user', 'noFreeSignatures')).toBe(
      'code=204',
    );
    expect(preferHeader(operations, 'GET', '/v2/businesses/user', 'locked')).toBe('example=locked');
    expect(preferHeader(operations, 'GET', '/v1/user', 'locked')).toBeUndefined();
  });

  it('empties the filtered lists too in "Empty lists"', () => {
    expect(preferHeader(operations, 'GET', '/v3/signature-requests?filter=toSign', 'empty')).toBe(
      'example=empty',
    );
  });
});

describe('the mock loop middleware (what dev:mock and start:mock put before Prism)', () => {
  function through(method: string, url: string, cookie = '') {
    const req = { method, url, headers: { cookie } as Record<string, string>, resume: () => req };
    const sent = { status: 0, headers: {} as Record<string, string>, body: '', next: false };
    const res = {
      setHeader: () => res,
      writeHead: (status: number, headers: Record<string, string>) => {
        Object.assign(sent, { status, headers });
        return res;
      },
      end: (body: Buffer | string) => void (sent.body = body.toString('latin1')),
    };
    mockLoop(req as never, res as never, () => void (sent.next = true));
    return { prefer: req.headers.prefer, ...sent };
  }

  it('passes calls on to Prism with the Prefer of the scenario the frame chose', () => {
    const locked = through('GET', '/v2/businesses/user', 'mock-world=1; mock-scenario=locked');
    expect(locked).toMatchObject({ next: true, prefer: 'example=locked' });
    const personal = through('GET', '/v2/businesses/user', 'mock-scenario=noFreeSignatures');
    expect(personal).toMatchObject({ next: true, prefer: 'code=204' });
    expect(
      through('GET', '/v1/user/visual-signatures', 'mock-scenario=locked').prefer,
    ).toBeUndefined();
  });

  it('answers unknown ids itself with a 404 Problem and downloads with their file', () => {
    const unknown = through('GET', '/v3/documents/00000000-0000-4000-8000-000000000000/download');
    expect(unknown).toMatchObject({ status: 404, next: false });
    expect(JSON.parse(unknown.body)).toMatchObject({ code: 'not_found' });
    const pdf = through('GET', '/v3/documents/d1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a/download');
    expect(pdf).toMatchObject({ status: 200, next: false });
    expect(pdf.headers['Content-Type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
  });

  it('leaves the app files to Vite', () => {
    expect(through('GET', '/login').next).toBe(true);
    expect(through('GET', '/api-docs').next).toBe(true);
  });
});
