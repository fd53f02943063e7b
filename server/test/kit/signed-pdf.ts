// The independent checkers of a signed PDF, written once for every server test: pdfsig (poppler,
// with an NSS database trusting a root), `openssl cms -verify` of each CMS over its byte range and
// `openssl ts -verify` of time-stamp tokens (document time-stamps over their byte range, signature
// time-stamps over the signature value). Each answers what the tool said, for the test to assert
// on; a refusal is a result (ok: false), not a thrown error, so tests can expect either.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readPdfSignatures } from '../../src/pades/index.ts';

const run = promisify(execFile);

/** Where the checkers trust: the root (and intermediates) openssl chains to, pdfsig's NSS database. */
export interface Trust {
  /** PEM file of the trusted root (openssl's -CAfile). */
  rootFile: string;
  /** PEM file of certificates a token may chain through without carrying them (-untrusted). */
  untrustedFile?: string;
  /** NSS database trusting the root for document signatures (pdfsig's -nssdir). */
  nss?: string;
}

export interface PdfsigSignature {
  fieldName?: string;
  commonName?: string;
  signatureValidation?: string;
  certificateValidation?: string;
  signatureType?: string;
  totalDocumentSigned: boolean;
  text: string;
}

/** What openssl said: whether it accepted, and its whole output (stdout and stderr). */
export interface OpensslVerdict {
  ok: boolean;
  text: string;
}

/** pdfsig's whole text: it exits 0 even on a digest mismatch, so the text is the verdict. */
export async function pdfsigText(nss: string, file: string): Promise<string> {
  const { stdout } = await run('pdfsig', ['-nssdir', `sql:${nss}`, file]);
  return stdout;
}

/** Runs pdfsig on a PDF file and reads each signature's block of its text. */
export async function pdfsig(nss: string, file: string): Promise<PdfsigSignature[]> {
  return (await pdfsigText(nss, file))
    .split(/^Signature #\d+:$/m)
    .slice(1)
    .map((block) => {
      const field = (label: string) =>
        new RegExp(`^\\s*- ${label}: (.*)$`, 'm').exec(block)?.[1]?.trim();
      return {
        fieldName: field('Signature Field Name'),
        commonName: field('Signer Certificate Common Name'),
        signatureValidation: field('Signature Validation'),
        certificateValidation: field('Certificate Validation'),
        signatureType: field('Signature Type'),
        totalDocumentSigned: /Total document signed/.test(block),
        text: block,
      };
    });
}

async function openssl(args: string[]): Promise<OpensslVerdict> {
  try {
    const { stdout, stderr } = await run('openssl', args);
    return { ok: true, text: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, text: `${failed.stdout ?? ''}${failed.stderr ?? failed.message}` };
  }
}

/** A folder of its own for the files one check hands to the tools, removed afterwards. */
async function inFolder<T>(use: (file: (name: string) => string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'signed-pdf-'));
  try {
    return await use((name) => path.join(dir, name));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `openssl cms -verify` of a detached CMS over `content`, chained to `caFile`. */
export function verifyCms(
  cms: Uint8Array,
  content: Uint8Array,
  caFile: string,
): Promise<OpensslVerdict> {
  return inFolder((file) => {
    writeFileSync(file('cms.der'), cms);
    writeFileSync(file('content.bin'), content);
    return openssl([
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      file('cms.der'),
      '-content',
      file('content.bin'),
      '-CAfile',
      caFile,
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ]);
  });
}

/** What a time-stamp is checked against: the stamped bytes, or the query it answered. */
export type Stamped = { data: Uint8Array } | { queryFile: string };

/**
 * `openssl ts -verify` of a time-stamp: a bare token (`-token_in`, as a PDF carries it) or a whole
 * reply (as /tsa answers), against the stamped bytes or the query, chained to the trust's root.
 */
export function verifyTimestamp(
  stamp: { token: Uint8Array } | { reply: Uint8Array },
  stamped: Stamped,
  trust: Pick<Trust, 'rootFile' | 'untrustedFile'>,
): Promise<OpensslVerdict> {
  return inFolder((file) => {
    const token = 'token' in stamp;
    writeFileSync(file('stamp.der'), token ? stamp.token : stamp.reply);
    const over =
      'data' in stamped
        ? (writeFileSync(file('data.bin'), stamped.data), ['-data', file('data.bin')])
        : ['-queryfile', stamped.queryFile];
    return openssl([
      'ts',
      '-verify',
      ...over,
      '-in',
      file('stamp.der'),
      ...(token ? ['-token_in'] : []),
      '-CAfile',
      trust.rootFile,
      ...(trust.untrustedFile ? ['-untrusted', trust.untrustedFile] : []),
    ]);
  });
}

/** The bytes a signature's /ByteRange covers. */
export function signedBytes(pdf: Uint8Array, range: number[]): Buffer {
  return Buffer.concat([
    Buffer.from(pdf.subarray(range[0], range[0] + range[1])),
    Buffer.from(pdf.subarray(range[2], range[2] + range[3])),
  ]);
}

export interface CheckedSignature {
  fieldName?: string;
  kind: 'signature' | 'timestamp';
  /** `openssl cms -verify` of a signature, `openssl ts -verify` of a document time-stamp. */
  openssl: OpensslVerdict;
}

export interface SignedPdfCheck {
  /** pdfsig's reading of every signature, in the document's order (when the trust has NSS). */
  pdfsig: PdfsigSignature[];
  /** openssl's verdict on every signature and document time-stamp over its byte range. */
  signatures: CheckedSignature[];
}

/**
 * Checks a signed PDF with the independent tools: pdfsig (if the trust has an NSS database) and
 * openssl over each byte range, each CMS against the trust's root (or `rootOf` its field, for a
 * signature by another authority) and each document time-stamp as a token.
 */
export async function checkSignedPdf(
  pdf: Uint8Array,
  trust: Trust,
  options: { rootOf?: (fieldName?: string) => string | undefined } = {},
): Promise<SignedPdfCheck> {
  const found = trust.nss
    ? await inFolder((file) => {
        writeFileSync(file('signed.pdf'), pdf);
        return pdfsig(trust.nss!, file('signed.pdf'));
      })
    : [];
  const signatures: CheckedSignature[] = [];
  for (const signature of await readPdfSignatures(pdf)) {
    const covered = signedBytes(pdf, signature.byteRange);
    const verdict =
      signature.kind === 'timestamp'
        ? await verifyTimestamp({ token: signature.cms }, { data: covered }, trust)
        : await verifyCms(
            signature.cms,
            covered,
            options.rootOf?.(signature.fieldName) ?? trust.rootFile,
          );
    signatures.push({ fieldName: signature.fieldName, kind: signature.kind, openssl: verdict });
  }
  return { pdfsig: found, signatures };
}
