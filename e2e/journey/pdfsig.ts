// Checks a signed PDF with poppler's pdfsig, as a PDF reader would. pdfsig exits 0 even on a
// digest mismatch (DESIGN §5), so its text is what counts: "Signature is Valid.".
import { execFile } from 'node:child_process';

export interface PdfsigReport {
  output: string;
  signatures: number;
  valid: number;
}

export function pdfsig(file: string): Promise<PdfsigReport> {
  return new Promise((resolve, reject) => {
    execFile('pdfsig', [file], (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`;
      if (error && !stdout) {
        reject(new Error(`pdfsig failed: ${output || error.message}`));
        return;
      }
      resolve({
        output,
        signatures: (output.match(/^Signature #\d+:/gm) ?? []).length,
        valid: (output.match(/Signature is Valid\./g) ?? []).length,
      });
    });
  });
}
