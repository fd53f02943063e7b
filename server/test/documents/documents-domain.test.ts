// The pure rules of documents.
import { describe, expect, it } from 'vitest';
import {
  checkUploadBytes,
  contentDisposition,
  decodeBase64,
  documentName,
  downloadName,
  looksLikePdf,
  pageFormatFor,
  pageKey,
  zoomFor,
} from '../../src/areas/documents/rules.ts';

describe('document rules', () => {
  it('takes WebP only when the client accepts it', () => {
    expect(pageFormatFor(undefined)).toBe('png');
    expect(pageFormatFor('*/*')).toBe('png');
    expect(pageFormatFor('image/avif,image/webp,*/*')).toBe('webp');
    expect(pageFormatFor('image/webp;q=0, image/png')).toBe('png');
  });

  it('finds the PDF marker in the first 1024 bytes only', () => {
    expect(looksLikePdf(Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(looksLikePdf(Buffer.concat([Buffer.alloc(100), Buffer.from('%PDF-1.4')]))).toBe(true);
    expect(looksLikePdf(Buffer.concat([Buffer.alloc(1100), Buffer.from('%PDF-1.4')]))).toBe(false);
    expect(looksLikePdf(Buffer.from('PK\u0003\u0004'))).toBe(false);
  });

  it('refuses too large (413) and declared non-PDF types (415)', () => {
    const pdf = Buffer.from('%PDF-1.7\n');
    expect(() => checkUploadBytes(pdf, 4)).toThrow(expect.objectContaining({ kind: 'too_large' }));
    expect(() => checkUploadBytes(pdf, 100, 'text/plain')).toThrow(
      expect.objectContaining({ kind: 'unsupported_type' }),
    );
    expect(() => checkUploadBytes(pdf, 100, 'application/octet-stream')).not.toThrow();
  });

  it('decodes strict base64 only', () => {
    expect(decodeBase64('JVBERi0=')?.toString()).toBe('%PDF-');
    expect(decodeBase64('JVBERi0')?.toString()).toBe('%PDF-');
    expect(decodeBase64('JVBE Ri0=')).toBeUndefined();
    expect(decodeBase64('JVBERi0-')).toBeUndefined();
  });

  it('makes safe file names that end in .pdf', () => {
    expect(documentName('C:\\Users\\anna\\offer.pdf', undefined)).toBe('offer.pdf');
    expect(documentName('../../etc/passwd', undefined)).toBe('passwd.pdf');
    expect(documentName(undefined, 'NDA Alpine Tech')).toBe('NDA Alpine Tech.pdf');
    expect(documentName(undefined, undefined)).toBe('document.pdf');
    expect(documentName(`${'a'.repeat(300)}.pdf`, undefined)).toHaveLength(255);
    expect(downloadName('lease.PDF', true)).toBe('lease-signed.pdf');
  });

  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Mietvertrag Zürich.pdf')).toBe(
      `attachment; filename="Mietvertrag Zurich.pdf"; filename*=UTF-8''Mietvertrag%20Z%C3%BCrich.pdf`,
    );
  });

  it('sizes scale 100 at 96 dpi and keys pages per version', () => {
    expect(595 * zoomFor(100)).toBeCloseTo(793.33, 2);
    expect(595 * zoomFor(50)).toBeCloseTo(396.67, 2);
    expect(pageKey('d1', 2, 3, 100, 'webp')).toBe('pages/d1/v2/3-100.webp');
  });
});
