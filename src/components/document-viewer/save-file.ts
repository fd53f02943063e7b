// Downloads arrive as Blobs through the api client (they need the Authorization header, so a
// plain link cannot fetch them); this hands one to the browser as a file.
import { isBlob } from './until-rendered';

export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name || fallback;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Saves an api answer ({ data: Blob, headers }) under the server's file name. */
export function saveAnswer(answer: { data: unknown; headers: Headers }, fallback: string): void {
  const blob = isBlob(answer.data) ? answer.data : new Blob([String(answer.data ?? '')]);
  saveBlob(blob, fileNameFromDisposition(answer.headers.get('Content-Disposition'), fallback));
}
