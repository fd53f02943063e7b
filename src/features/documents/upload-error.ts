// The translated reason of a failed upload, from the status and code of the contract's Problem:
// 413 too large, 415 not a PDF, 422 encrypted, empty or broken PDF.
import { ApiError } from '@/lib/api-client';

export type UploadErrorKey =
  'tooLarge' | 'notPdf' | 'encrypted' | 'empty' | 'broken' | 'busy' | 'failed';

const BY_CODE: Record<string, UploadErrorKey> = {
  pdf_encrypted: 'encrypted',
  pdf_no_pages: 'empty',
  pdf_broken: 'broken',
};

export function uploadErrorKey(error: unknown): UploadErrorKey {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 413) return 'tooLarge';
  if (error.status === 415) return 'notPdf';
  if (error.status === 422) return BY_CODE[error.problem?.code ?? ''] ?? 'broken';
  if (error.status === 503 || error.status === 429) return 'busy';
  return 'failed';
}
