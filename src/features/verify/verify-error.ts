// The translated reason a verification was refused, from the status and code of the Problem:
// 413 too large, 415 not a PDF, 422 encrypted or unreadable, 503/429 busy.
import { ApiError } from '@/lib/api-client';

export type VerifyErrorKey = 'tooLarge' | 'notPdf' | 'encrypted' | 'broken' | 'busy' | 'failed';

export function verifyErrorKey(error: unknown): VerifyErrorKey {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 413) return 'tooLarge';
  if (error.status === 415) return 'notPdf';
  if (error.status === 422) return error.problem?.code === 'pdf_encrypted' ? 'encrypted' : 'broken';
  if (error.status === 503 || error.status === 429) return 'busy';
  return 'failed';
}
