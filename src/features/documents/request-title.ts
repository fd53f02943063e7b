// The title a new request starts with: the first file's name without its extension, with the
// separators people use in file names turned into spaces (at most the contract's 255 characters).
export const TITLE_MAX_LENGTH = 255;

export function titleFromFileName(fileName: string): string {
  const title = fileName
    .replace(/\.pdf$/i, '')
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return title.slice(0, TITLE_MAX_LENGTH);
}
