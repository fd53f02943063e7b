// The signed documents of the direct link's request, saved one file each (GET
// /v3/direct/documents/{id}/download?signed=true).
import { downloadDirectDocument } from '@generated/api/direct/direct';
import type { Document } from '@generated/model/document';
import { saveAnswer } from '@/components/document-viewer/save-file';

export async function downloadSigned(documents: readonly Document[]): Promise<void> {
  for (const document of documents) {
    const answer = await downloadDirectDocument(document.id, { signed: true });
    saveAnswer(answer, document.name);
  }
}
