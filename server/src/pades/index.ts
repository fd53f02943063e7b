// The signing core: the service's certificate authority, PAdES signatures (B-B, B-T with a TSA)
// as incremental updates, visible or invisible. See README.md in this folder.
export type {
  CertificateAuthority,
  CertificateAuthorityOptions,
  IssuerKey,
  SealCertificateRequest,
  SignerCertificateRequest,
} from './certificate-authority.ts';
// describeCertificate (certificates.ts) is for tests and tools: importing it loads pkijs.
export type { CertificateDescription } from './certificates.ts';
export { createSignedData, readSignedData, type SignedDataInfo } from './cms-build.ts';
export { WrongPassphraseError } from './keys.ts';
export {
  LEGISLATION_POLICY,
  QUALITY_POLICY,
  SEAL_POLICY,
  SERVICE_ARC,
  type CertificateLegislation,
  type CertificateQuality,
  type SealQuality,
} from './oids.ts';
export { PdfSigningError } from './pdf-errors.ts';
export type { SignatureAppearance, SignPdfOptions } from './pdf-sign.ts';
export type { PdfSignatureInfo } from './pdf-read.ts';

// The PDF library (@cantoo/pdf-lib, @signpdf: about 35 MB resident) loads at the first signature
// or signature read, and the certificate library (pkijs, asn1js: about 15 MB) when the
// certificate authority is first opened, not at start: a server that has not signed yet stays
// small.
export async function openCertificateAuthority(
  ...args: Parameters<(typeof import('./certificate-authority.ts'))['openCertificateAuthority']>
) {
  return (await import('./certificate-authority.ts')).openCertificateAuthority(...args);
}

type PdfSign = typeof import('./pdf-sign.ts');
type PdfRead = typeof import('./pdf-read.ts');

// The module itself, once loaded: import() of a loaded module still resolves its specifier each
// time (measurable per signature, more so under a loader hook).
let pdfSign: Promise<PdfSign> | undefined;

export async function signPdf(...args: Parameters<PdfSign['signPdf']>) {
  pdfSign ??= import('./pdf-sign.ts');
  return (await pdfSign).signPdf(...args);
}

export async function readPdfSignatures(...args: Parameters<PdfRead['readPdfSignatures']>) {
  return (await import('./pdf-read.ts')).readPdfSignatures(...args);
}

export async function signaturesOf(...args: Parameters<PdfRead['signaturesOf']>) {
  return (await import('./pdf-read.ts')).signaturesOf(...args);
}

export async function pdfSignatureCount(...args: Parameters<PdfRead['pdfSignatureCount']>) {
  return (await import('./pdf-read.ts')).pdfSignatureCount(...args);
}

// Long-term validation (DSS, document time-stamps): the PDF library again, loaded on first use.
export type { LtvServices, LongTermValidated } from './ltv/add-long-term-validation.ts';
export type { ChainLink, DocumentTimestampFacts } from './ltv/evidence.ts';
export { ocspRequestFor } from './ocsp-request.ts';
export { chainThrough, parseCertificates, selfSigned } from './certificate-chain.ts';
type Ltv = typeof import('./ltv/add-long-term-validation.ts');

export async function addLongTermValidation(...args: Parameters<Ltv['addLongTermValidation']>) {
  return (await import('./ltv/add-long-term-validation.ts')).addLongTermValidation(...args);
}

export {
  AppearancePictures,
  drawSignatureAppearance,
  renderSignatureAppearance,
  type AppearanceOptions,
  type SignatureDrawing,
} from './appearance.ts';
export { fromPem, KeySigner, toPem, type Signer } from './signer.ts';
export { requestTimestamp, TimestampError, type TimestampOptions } from './tsa.ts';

// The trust services (CRL, OCSP, TSA): pkijs again, so loaded on first use.
export {
  OcspRequestError,
  REVOCATION_REASONS,
  TimestampQueryError,
  type RevocationReason,
} from './trust-errors.ts';
export type { OcspResponder } from './ocsp-responder.ts';
export type {
  CertificateStatus,
  OcspAuthority,
  OcspQuestion,
  RevokedEntry,
} from './revocation-evidence.ts';
export type { TimestampAuthority } from './tsa-authority.ts';
type Revocation = typeof import('./revocation-evidence.ts');

export async function buildCrl(...args: Parameters<Revocation['buildCrl']>) {
  return (await import('./revocation-evidence.ts')).buildCrl(...args);
}

export async function answerOcsp(...args: Parameters<Revocation['answerOcsp']>) {
  return (await import('./revocation-evidence.ts')).answerOcsp(...args);
}
