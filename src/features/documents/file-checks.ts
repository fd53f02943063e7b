// Checks made before a file is sent, so a wrong choice is explained at once instead of after an
// upload. The product gives no size limit ("Limits on file size or number of documents: not
// shown"); 25 MB stays below the reference server's 30 MB request limit.
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);
export const PDF_TYPE = 'application/pdf';

export type FileProblem = 'notPdf' | 'tooLarge' | 'empty';

/** Browsers leave `type` empty for some files: the name decides then. */
export function isPdf(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return file.type === PDF_TYPE;
  return /\.pdf$/i.test(file.name);
}

export function checkFile(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem | undefined {
  if (!isPdf(file)) return 'notPdf';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return undefined;
}
