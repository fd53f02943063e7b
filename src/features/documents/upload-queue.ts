// The state of the files chosen on the upload screen, as a reducer so the rules are testable:
// files that fail the client checks never upload; the others upload one after the other.
import type { Document } from '@generated/model/document';
import { checkFile, type FileProblem } from './file-checks';
import type { UploadErrorKey } from './upload-error';

export type UploadStatus = 'invalid' | 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  problem?: FileProblem | UploadErrorKey;
  document?: Document;
}

export type UploadEvent =
  | { type: 'add'; files: File[] }
  | { type: 'start'; key: string }
  | { type: 'done'; key: string; document: Document }
  | { type: 'failed'; key: string; problem: UploadErrorKey }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string };

let counter = 0;

export function uploadQueue(items: UploadItem[], event: UploadEvent): UploadItem[] {
  const update = (key: string, change: Partial<UploadItem>) =>
    items.map((item) => (item.key === key ? { ...item, ...change } : item));
  switch (event.type) {
    case 'add':
      return [
        ...items,
        ...event.files.map((file): UploadItem => {
          counter += 1;
          const problem = checkFile(file);
          return {
            key: `file-${counter}`,
            file,
            status: problem ? 'invalid' : 'waiting',
            problem,
          };
        }),
      ];
    case 'start':
      return update(event.key, { status: 'uploading', problem: undefined });
    case 'done':
      return update(event.key, { status: 'done', document: event.document });
    case 'failed':
      return update(event.key, { status: 'failed', problem: event.problem });
    case 'retry':
      return update(event.key, { status: 'waiting', problem: undefined });
    case 'remove':
      return items.filter((item) => item.key !== event.key);
  }
}

/** The next file to upload, if none is uploading right now. */
export function nextUpload(items: UploadItem[]): UploadItem | undefined {
  if (items.some((item) => item.status === 'uploading')) return undefined;
  return items.find((item) => item.status === 'waiting');
}

export function uploadedDocuments(items: UploadItem[]): Document[] {
  return items.flatMap((item) => (item.status === 'done' && item.document ? [item.document] : []));
}

/** The request can be created once something is uploaded and nothing is still on its way. */
export function readyToCreate(items: UploadItem[]): boolean {
  const busy = items.some((item) => item.status === 'waiting' || item.status === 'uploading');
  return !busy && uploadedDocuments(items).length > 0;
}

export function uploadProgress(items: UploadItem[]): { done: number; total: number } {
  const counted = items.filter((item) => item.status !== 'invalid');
  return {
    done: counted.filter((item) => item.status === 'done' || item.status === 'failed').length,
    total: counted.length,
  };
}
