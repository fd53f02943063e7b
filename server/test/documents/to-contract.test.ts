// How a documents row becomes the contract's Document (areas/documents/to-contract.ts), without a
// database.
import { describe, expect, it } from 'vitest';
import { parsePageSizes, toDocument } from '../../src/areas/documents/to-contract.ts';
import { fileFactsOf, newDocumentRow } from '../../src/areas/documents/rules.ts';
import { schemaErrors } from './support.ts';

const row = newDocumentRow({
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  ownerId: 'u1',
  file: fileFactsOf(Buffer.from('%PDF-1.7\n')),
  title: 'Offer',
  pages: 2,
  pageSizes: [
    { width: 595, height: 842 },
    { width: 842, height: 595 },
  ],
  now: new Date('2026-11-25T10:00:00Z'),
});

describe('document mapping', () => {
  it('answers the Document of the contract', () => {
    const document = toDocument(row);
    expect(schemaErrors('Document', document)).toEqual([]);
    expect(document).toMatchObject({
      name: 'Offer.pdf',
      contentType: 'application/pdf',
      pages: 2,
      signed: false,
      version: 1,
    });
    expect(toDocument({ ...row, signed_storage_key: 'documents/x/v2.pdf' }).signed).toBe(true);
  });

  it('reads the page sizes, leaving them out when the column holds junk', () => {
    expect(parsePageSizes(row.page_sizes)).toHaveLength(2);
    expect(parsePageSizes(null)).toBeUndefined();
    expect(parsePageSizes('{')).toBeUndefined();
    expect(parsePageSizes('{"width":1}')).toBeUndefined();
    expect(toDocument({ ...row, page_sizes: null })).not.toHaveProperty('pageSizes');
  });
});
