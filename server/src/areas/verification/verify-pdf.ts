// The public verification of a PDF: the same checks as an upload (size, type, the structural
// check in a PDF worker), then each signature and document time-stamp checked in memory, and the
// report. Nothing is stored: the bytes live only in this request (no row; the file part spooled
// to disk is deleted after the answer).
//
// Memory (a 50 MB PDF cost 2.7× its size): the upload is spooled to disk as it arrives, the
// worker's structural check reads the file itself, and only then is the file read here, once,
// into one buffer that the parser (pdf-structure.ts), the signatures' byte ranges and the hash
// all read without copying; the document is parsed once for its structure and its signatures.
import { createHash, X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AppContext } from '../../context.ts';
import { DomainError } from '../../domain-errors.ts';
import { fromPem, signaturesOf, type PdfSignatureInfo } from '../../pades/index.ts';
import {
  inspectIncomingPdf,
  pdfLimits,
  refusedPdfProblem,
  type IncomingPdf,
} from '../documents/index.ts';
import { certificateFacts, holderOf, type TrustAnchors } from './chain.ts';
import type { loadPdf } from './pdf-structure.ts';
import {
  embeddedRevocation,
  withServiceStatus,
  type ServiceRevocationStatus,
} from './revocation-check.ts';
import {
  levelOf,
  overallVerdict,
  padesBaseline,
  revocationNote,
  revokedAfterSigning,
  signatureVerdict,
  type VerificationReport,
  type VerifiedSignature,
} from './rules.ts';
import { checkSignature, inForce, type SignatureFacts } from './signature-check.ts';

/**
 * The PDF structure reader, loaded at the first verification: it brings pdf-lib, which costs
 * the server about 37 MB and half a second at start when loaded up front.
 */
const pdfStructure = () => import('./pdf-structure.ts');

/** The PDF: its bytes in memory, or the upload spooled to disk (read once, after the check). */
export type VerifyInput = IncomingPdf & {
  fileName?: string;
  declaredType?: string;
  expectedDocument?: string;
  /** Whose turn in the PDF workers (the client's address: anonymous callers take turns too). */
  owner: string;
};

export interface VerifyOptions {
  /** The service CA's own revocation status (the trust area), when there is one. */
  serviceRevocation?: ServiceRevocationStatus;
}

/**
 * Refusals of the structural check that stop a verification: what cannot be read safely. The
 * product rules for documents to be signed (no scripts, page sizes, page count) do not apply to
 * a file that is only read.
 */
const STOPS = new Set([
  'encrypted',
  'broken',
  'too_complex',
  'decompression_bomb',
  'reference_loop',
]);

/** The Problem names the file part: the caller sees which input was refused. */
function atFile(error: DomainError): DomainError {
  return new DomainError(error.kind, error.code, error.message, [
    { pointer: '/body/file', detail: error.message, code: error.code },
  ]);
}

async function inspect(ctx: AppContext, input: VerifyInput): Promise<void> {
  let inspected;
  try {
    inspected = await inspectIncomingPdf(ctx, input);
  } catch (error) {
    // The upload's refusals, pointed at the verification's file part.
    // A busy or failed pool keeps its Retry-After: it is about the service, not the file.
    const aboutTheFile =
      error instanceof DomainError && error.kind !== 'unavailable' && error.kind !== 'too_soon';
    throw aboutTheFile ? atFile(error) : error;
  }
  if (inspected.refused && STOPS.has(inspected.refused)) {
    throw atFile(refusedPdfProblem(inspected, pdfLimits(ctx.config.pdf)));
  }
}

async function trustAnchors(ctx: AppContext): Promise<TrustAnchors> {
  const ca = await ctx.certificateAuthority();
  return {
    serviceRoot: Buffer.from(fromPem(ca.rootCertificatePem)),
    serviceIntermediates: [Buffer.from(fromPem(ca.issuingCertificatePem))],
  };
}

export async function verifyPdf(
  ctx: AppContext,
  input: VerifyInput,
  options: VerifyOptions = {},
): Promise<VerificationReport> {
  await inspect(ctx, input);
  const { loadPdf, readDss } = await pdfStructure();
  const pdf = await bytesOf(input);
  let document;
  let signatures: PdfSignatureInfo[];
  try {
    document = await loadPdf(pdf);
    signatures = await signaturesOf(document);
  } catch {
    throw atFile(refusedPdfProblem({ refused: 'broken' }, pdfLimits(ctx.config.pdf)));
  }
  const dss = readDss(document);
  const anchors = await trustAnchors(ctx);
  const revocations = withServiceStatus(embeddedRevocation(dss), options.serviceRevocation);
  const facts: SignatureFacts[] = [];
  for (const signature of signatures) {
    facts.push(await checkSignature(pdf, signature, anchors, dss, revocations));
  }
  const revisionHasDss = new Map<number, boolean>();
  for (const [index, signature] of signatures.entries()) {
    const end = facts[index].end;
    if (signature.kind !== 'timestamp' || !facts[index].documentTimestamp) continue;
    try {
      revisionHasDss.set(end, readDss(await loadPdf(pdf.subarray(0, end))).present);
    } catch {
      revisionHasDss.set(end, false);
    }
  }
  const entries: VerifiedSignature[] = [];
  for (const [index, signature] of signatures.entries()) {
    entries.push(
      await describe(pdf, document, signature, facts[index], index, {
        signatures,
        facts,
        revisionHasDss,
      }),
    );
  }
  return {
    fileName: input.fileName?.slice(0, 255) ?? null,
    size: pdf.length,
    sha256: createHash('sha256').update(pdf).digest('hex'),
    expectedDocument: input.expectedDocument ?? null,
    verdict: overallVerdict(entries.map((entry) => entry.verdict)),
    signatures: entries,
    dss: {
      present: dss.present,
      certificates: dss.certificates.length,
      ocspResponses: dss.ocspResponses.length,
      crls: dss.crls.length,
    },
    verifiedAt: ctx.clock.now().toISOString(),
  };
}

/** The PDF as one buffer: a spooled file is read now, after the structural check. */
async function bytesOf(input: IncomingPdf): Promise<Buffer> {
  if ('bytes' in input) {
    const { bytes } = input;
    return Buffer.isBuffer(bytes)
      ? bytes
      : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  return readFile(input.spooled.path);
}

interface Neighbours {
  signatures: PdfSignatureInfo[];
  facts: SignatureFacts[];
  /** For each valid document time-stamp (by the end of its range): does its revision hold a DSS. */
  revisionHasDss: Map<number, boolean>;
}

/** The earliest valid document time-stamp after this signature (it covers it). */
function coveringTimestamp(own: SignatureFacts, neighbours: Neighbours) {
  return neighbours.facts
    .filter((other) => other.documentTimestamp && other.end > own.end && own.end > 0)
    .sort((a, b) => a.end - b.end)[0];
}

async function describe(
  pdf: Buffer,
  document: Awaited<ReturnType<typeof loadPdf>>,
  signature: PdfSignatureInfo,
  facts: SignatureFacts,
  index: number,
  neighbours: Neighbours,
): Promise<VerifiedSignature> {
  const kind = signature.kind === 'timestamp' ? 'documentTimestamp' : 'signature';
  const certificate = facts.certificate;
  const ownChain = facts.chain?.trust === 'service';
  const { level, legislation } = levelOf(
    certificate && kind === 'signature' ? await describeCertificate(certificate) : undefined,
    ownChain,
  );
  const covering = coveringTimestamp(facts, neighbours);
  const own = facts.ownTimestamp?.valid ? facts.ownTimestamp : undefined;
  const proof = own ?? facts.documentTimestamp ?? covering?.documentTimestamp;
  const timestampSource = own
    ? 'signature'
    : facts.documentTimestamp || covering
      ? 'document'
      : null;
  const claimed = signature.signingTime;
  const signingTime = own?.time ?? facts.documentTimestamp?.time ?? claimed;
  const { changesAfter } = await pdfStructure();
  const changes = facts.end > 0 ? await changesAfter(pdf, facts.end, document) : 'other';
  const archiveTimestamp = neighbours.facts.some(
    (other) =>
      other.end > facts.end && other.documentTimestamp && neighbours.revisionHasDss.get(other.end),
  );
  const integrity = facts.integrity;
  const holder = certificate ? holderOf(certificate) : {};
  const trust = facts.chain?.trust ?? 'none';
  const revocation = facts.revocation;
  const revocationFacts = {
    revocation: revocation.status,
    revokedAt: revocation.revokedAt,
    provenTime: proof?.time,
  };
  const afterSigning = revokedAfterSigning(revocationFacts);
  return {
    index: index + 1,
    fieldName: signature.fieldName ?? null,
    kind,
    verdict: signatureVerdict({
      ...revocationFacts,
      integrity,
      changesAfter: changes,
      trust,
      certificateInForce: inForce(certificate, signingTime),
    }),
    signerName: holder.name ?? signature.name ?? null,
    signerEmail: holder.email ?? null,
    organisation: holder.organisation ?? null,
    signingTime: signingTime?.toISOString() ?? null,
    claimedSigningTime: claimed?.toISOString() ?? null,
    timestamped: Boolean(proof),
    timestampSource,
    timestampTime: proof?.time.toISOString() ?? null,
    level,
    legislation,
    integrity,
    coversWholeDocument: facts.end === pdf.length,
    changesAfter: changes,
    trust,
    revocation: revocation.status,
    revokedAt: revocation.revokedAt?.toISOString() ?? null,
    revocationReason: revocation.reason ?? null,
    revokedAfterSigning: afterSigning,
    revocationNote: revocationNote({
      revokedAt: revocation.revokedAt,
      reason: revocation.reason,
      afterSigning,
      provenTime: proof?.time,
    }),
    revocationSource: revocation.source ?? null,
    ltv: facts.ltv,
    archiveTimestamp,
    padesBaseline: padesBaseline({
      kind,
      subFilter: signature.subFilter,
      integrity,
      timestamped: Boolean(proof),
      ltv: facts.ltv,
      archiveTimestamp,
    }),
    certificate: certificate ? certificateFacts(certificate) : null,
  };
}

/** Policies of the certificate (loads pkijs at the first verification, not at start). */
async function describeCertificate(certificate: X509Certificate) {
  try {
    const { describeCertificate: describeDer } = await import('../../pades/certificates.ts');
    return describeDer(certificate.raw);
  } catch {
    return undefined;
  }
}
