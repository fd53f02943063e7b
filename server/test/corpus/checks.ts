// What the corpus checks after every step, each verifier on its own: the service's POST
// /v3/verify (every signature valid, nothing but signatures and validation data changed after
// any of them), pdfsig (every signature's digest), openssl (each CMS over its byte range, each
// signature time-stamp over its signature value, each document time-stamp over its byte range),
// qpdf --check, and the pages themselves (their /Contents and /Resources as uploaded).
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { readPdfSignatures, readSignedData } from '../../src/pades/index.ts';
import { run } from '../infra/pades/support.ts';
import { checkSignedPdf, pdfsig, verifyTimestamp, type OpensslVerdict } from '../kit/signed-pdf.ts';
import type { Ctx } from '../signing/support.ts';
import { postVerify } from '../verification/support.ts';

export interface Verifiers {
  ctx: Ctx;
  dir: string;
  /** NSS database trusting the service's root (pdfsig). */
  nss: string;
  /** PEM files: the service's root and issuing CA, another authority's root when there is one. */
  rootPem: string;
  issuingPem: string;
  foreignRootPem: string;
}

export interface Expected {
  /** Signatures by the service's CA, document time-stamps, and signatures by another authority. */
  signatures: number;
  timestamps: number;
  foreign?: string;
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** An object with every reference followed (once), streams as their dictionary and a digest. */
function resolved(document: PDFDocument, object: PDFObject | undefined, seen = new Set()): unknown {
  if (object instanceof PDFRef) {
    if (seen.has(object.toString())) return object.toString();
    seen.add(object.toString());
    return {
      ref: object.toString(),
      is: resolved(document, document.context.lookup(object), seen),
    };
  }
  if (object instanceof PDFRawStream) {
    return {
      dict: resolved(document, object.dict, seen),
      data: sha(decodePDFRawStream(object).decode()),
    };
  }
  if (object instanceof PDFDict) {
    return Object.fromEntries(
      [...object.entries()].map(([key, value]) => [
        key.decodeText(),
        resolved(document, value, seen),
      ]),
    );
  }
  if (object instanceof PDFArray) return object.asArray().map((v) => resolved(document, v, seen));
  return object?.toString();
}

/** Per page: its object, its own /Contents and /Resources entries, both resolved, its boxes. */
export async function pageObjects(pdf: Uint8Array) {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  return document.getPages().map((page) => ({
    ref: page.ref.toString(),
    contents: resolved(document, page.node.get(PDFName.of('Contents'))),
    resources: resolved(document, page.node.get(PDFName.of('Resources'))),
    inheritedResources: resolved(document, page.node.Resources()),
    mediaBox: page.getMediaBox(),
    cropBox: page.getCropBox(),
    rotate: page.getRotation().angle,
  }));
}

/** openssl's verdict, refused with what it said. */
function accepted(verdict: OpensslVerdict, what: string): string {
  expect(verdict.ok, `openssl refused ${what}: ${verdict.text}`).toBe(true);
  return verdict.text;
}

/** openssl: each signature's CMS and time-stamp token, each document time-stamp. */
async function opensslChecks(v: Verifiers, label: string, pdf: Buffer, expected: Expected) {
  const signatures = await readPdfSignatures(pdf);
  const trust = { rootFile: v.rootPem, untrustedFile: v.issuingPem };
  const checked = await checkSignedPdf(pdf, trust, {
    rootOf: (field) => (field === 'ForeignSignature' ? v.foreignRootPem : undefined),
  });
  for (const [index, signature] of signatures.entries()) {
    const what = `${label}: ${signature.fieldName}`;
    const verdict = checked.signatures[index].openssl;
    if (signature.kind === 'timestamp') {
      const text = accepted(verdict, `the document time-stamp ${what}`);
      expect(text, what).toContain('Verification: OK');
      continue;
    }
    const text = accepted(verdict, `the signature ${what}`);
    expect(text, what).toContain('Verification successful');
    if (signature.fieldName === 'ForeignSignature') continue;
    const cms = readSignedData(signature.cms);
    expect(cms.timestampToken, `${what}: a signature time-stamp`).toBeDefined();
    const stamped = accepted(
      await verifyTimestamp({ token: cms.timestampToken! }, { data: cms.signatureValue }, trust),
      `the signature time-stamp of ${what}`,
    );
    expect(stamped, what).toContain('Verification: OK');
  }
  const kinds = signatures.map((s) => s.kind);
  expect(kinds.filter((k) => k === 'timestamp').length, label).toBe(expected.timestamps);
  expect(kinds.filter((k) => k === 'signature').length, label).toBe(
    expected.signatures + (expected.foreign ? 1 : 0),
  );
}

async function pdfsigChecks(v: Verifiers, label: string, file: string, expected: Expected) {
  const found = await pdfsig(v.nss, file);
  expect(found.length, label).toBe(
    expected.signatures + expected.timestamps + (expected.foreign ? 1 : 0),
  );
  for (const signature of found) {
    // poppler lists a document time-stamp but cannot check ETSI.RFC3161 (openssl does above).
    if (signature.fieldName?.startsWith('DocumentTimestamp')) continue;
    const what = `${label}: pdfsig, ${signature.fieldName}`;
    expect(signature.signatureValidation, what).toBe('Signature is Valid.');
    if (signature.commonName !== expected.foreign) {
      expect(signature.certificateValidation, what).toBe('Certificate is Trusted.');
    }
  }
}

async function verifyChecks(v: Verifiers, label: string, pdf: Buffer, expected: Expected) {
  const response = await postVerify(v.ctx, pdf);
  expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
  const report = response.json();
  expect(report.verdict, label).toBe(expected.foreign ? 'indeterminate' : 'valid');
  for (const signature of report.signatures) {
    const what = `${label}: /v3/verify, ${signature.signerName ?? signature.kind}`;
    expect(signature.integrity, what).toBe('intact');
    expect(['none', 'signaturesOnly'], what).toContain(signature.changesAfter);
    const foreign = expected.foreign && signature.trust !== 'service';
    if (foreign) expect(signature.verdict, what).toBe('indeterminate');
    else expect(signature.verdict, `${what}: ${JSON.stringify(signature)}`).toBe('valid');
  }
}

async function qpdfCheck(label: string, file: string) {
  const { stdout } = await run('qpdf', ['--check', file]).catch((error) => {
    throw new Error(`${label}: qpdf --check failed: ${error.stdout}${error.stderr}`);
  });
  expect(stdout, label).toContain('No syntax or stream encoding errors found');
}

/** Every check on `pdf`, the file as it stands after the step `label`. */
export async function checkStep(
  v: Verifiers,
  label: string,
  pdf: Buffer,
  uploaded: Buffer,
  expected: Expected,
) {
  const file = path.join(v.dir, 'step.pdf');
  writeFileSync(file, pdf);
  expect(
    pdf.subarray(0, uploaded.length).equals(uploaded),
    `${label}: the upload's bytes kept`,
  ).toBe(true);
  expect(await pageObjects(pdf), `${label}: the pages as uploaded`).toEqual(
    await pageObjects(uploaded),
  );
  await qpdfCheck(label, file);
  await pdfsigChecks(v, label, file, expected);
  await opensslChecks(v, label, pdf, expected);
  await verifyChecks(v, label, pdf, expected);
}
