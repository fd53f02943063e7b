// POST /v3/documents as multipart (`file`). The generated uploadDocument always JSON-encodes its
// body, which would mean base64 (a third larger); FormData goes through the same api client.
import {
  getUploadDocumentUrl,
  type uploadDocumentResponseSuccess,
} from '@generated/api/documents/documents';
import type { Document } from '@generated/model/document';
import { apiFetch } from '@/lib/api-client';

export async function uploadPdf(file: File, signal?: AbortSignal): Promise<Document> {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await apiFetch<uploadDocumentResponseSuccess>(getUploadDocumentUrl(), {
    method: 'POST',
    body,
    signal,
  });
  return answer.data;
}
