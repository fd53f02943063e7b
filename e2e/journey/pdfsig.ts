// Checks a signed PDF with poppler's pdfsig, as a PDF reader would. pdfsig exits 0 even on a
// digest mismatch (docs/architecture.md#decision-incremental-pades), so its text is what counts: "Signature is Valid.". Document
// time-stamps (PAdES B-LTA: the server adds one to each document of a completed request, a minute
// or so later) are counted apart: poppler 22.12 lists them ("Signature Type: unknown", "Signature
// has not yet been verified.") but cannot check them.
import { execFile } from 'node:child_process';

export interface PdfsigReport {
  output: string;
  /** Signatures, document time-stamps left out. */
  signatures: number;
  valid: number;
  documentTimestamps: number;
}

/** pdfsig's block of a document time-stamp: ETSI.RFC3161, which poppler 22.12 calls "unknown". */
const DOCUMENT_TIMESTAMP = /Signature Type: (ETSI\.RFC3161|unknown)/;

export function pdfsig(file: string): Promise<PdfsigReport> {
  return new Promise((resolve, reject) => {
    execFile('pdfsig', [file], (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`;
      if (error && !stdout) {
        reject(new Error(`pdfsig failed: ${output || error.message}`));
        return;
      }
      const blocks = stdout.split(/^Signature #\d+:$/m).slice(1);
      const documentTimestamps = blocks.filter((block) => DOCUMENT_TIMESTAMP.test(block)).length;
      resolve({
        output,
        signatures: blocks.length - documentTimestamps,
        valid: (output.match(/Signature is Valid\./g) ?? []).length,
        documentTimestamps,
      });
    });
  });
}
