// The upload screen's rules: client-side checks, the Problem of a refused upload (contract: 413
// too large, 415 not a PDF, 422 encrypted or broken), the title from the first file, the queue.
import type { Document } from '@generated/model/document';
import { describe, expect, it } from 'vitest';
import { checkFile, isPdf, MAX_UPLOAD_BYTES } from '@/features/documents/file-checks';
import { titleFromFileName } from '@/features/documents/request-title';
import { uploadErrorKey } from '@/features/documents/upload-error';
import {
  nextUpload,
  readyToCreate,
  uploadedDocuments,
  uploadProgress,
  uploadQueue,
  type UploadItem,
} from '@/features/documents/upload-queue';
import { ApiError } from '@/lib/api-client';

const pdf = (name = 'contract.pdf', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const problem = (status: number, code?: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code }, new Headers());

describe('file checks', () => {
  it('accepts PDFs by type, or by name when the browser gives no type', () => {
    expect(isPdf({ name: 'a.pdf', type: 'application/pdf' })).toBe(true);
    expect(isPdf({ name: 'a.PDF', type: '' })).toBe(true);
    expect(isPdf({ name: 'a.docx', type: '' })).toBe(false);
    expect(isPdf({ name: 'a.pdf', type: 'image/png' })).toBe(false);
  });

  it('names what is wrong with a file', () => {
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 10 })).toBe('notPdf');
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('empty');
    const big = { name: 'a.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 };
    expect(checkFile(big)).toBe('tooLarge');
    expect(checkFile({ ...big, size: MAX_UPLOAD_BYTES })).toBeUndefined();
  });
});

describe('uploadErrorKey', () => {
  it('translates the statuses and codes of the contract', () => {
    expect(uploadErrorKey(problem(413))).toBe('tooLarge');
    expect(uploadErrorKey(problem(415))).toBe('notPdf');
    expect(uploadErrorKey(problem(422, 'pdf_encrypted'))).toBe('encrypted');
    expect(uploadErrorKey(problem(422, 'pdf_no_pages'))).toBe('empty');
    expect(uploadErrorKey(problem(422, 'pdf_broken'))).toBe('broken');
    expect(uploadErrorKey(problem(422))).toBe('broken');
    expect(uploadErrorKey(problem(503))).toBe('busy');
    expect(uploadErrorKey(new Error('offline'))).toBe('failed');
  });
});

describe('titleFromFileName', () => {
  it('drops the extension and underscores', () => {
    expect(titleFromFileName('journey-contract.pdf')).toBe('journey-contract');
    expect(titleFromFileName('Mandate_agreement__2026.PDF')).toBe('Mandate agreement 2026');
    expect(titleFromFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(255);
  });
});

describe('upload queue', () => {
  const document = { id: 'd1', pages: 3 } as Document;
  const add = (files: File[]) => uploadQueue([], { type: 'add', files });

  it('never uploads files that fail the checks; the others wait their turn', () => {
    const items = add([
      pdf('a.pdf'),
      new File(['x'], 'b.txt', { type: 'text/plain' }),
      pdf('c.pdf'),
    ]);
    expect(items.map((item) => item.status)).toEqual(['waiting', 'invalid', 'waiting']);
    expect(items[1].problem).toBe('notPdf');
    expect(nextUpload(items)?.file.name).toBe('a.pdf');
  });

  it('uploads one file at a time and is ready once nothing waits', () => {
    let items: UploadItem[] = add([pdf('a.pdf'), pdf('b.pdf')]);
    const [a, b] = items;
    items = uploadQueue(items, { type: 'start', key: a.key });
    expect(nextUpload(items)).toBeUndefined();
    expect(readyToCreate(items)).toBe(false);
    items = uploadQueue(items, { type: 'done', key: a.key, document });
    expect(nextUpload(items)?.key).toBe(b.key);
    items = uploadQueue(items, { type: 'start', key: b.key });
    items = uploadQueue(items, { type: 'failed', key: b.key, problem: 'encrypted' });
    expect(uploadProgress(items)).toEqual({ done: 2, total: 2 });
    expect(readyToCreate(items)).toBe(true);
    expect(uploadedDocuments(items)).toEqual([document]);
    items = uploadQueue(items, { type: 'retry', key: b.key });
    expect(readyToCreate(items)).toBe(false);
    items = uploadQueue(items, { type: 'remove', key: b.key });
    expect(readyToCreate(items)).toBe(true);
  });

  it('is not ready without any uploaded document', () => {
    expect(readyToCreate(add([new File(['x'], 'b.txt')]))).toBe(false);
  });
});
