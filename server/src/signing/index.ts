// The signing core: the service's certificate authority, PAdES signatures (B-B, B-T with a TSA)
// as incremental updates, visible or invisible. See README.md in this folder.
export {
  openCertificateAuthority,
  type CertificateAuthority,
  type CertificateAuthorityOptions,
  type SealCertificateRequest,
  type SignerCertificateRequest,
} from './certificate-authority.ts';
export { describeCertificate, type CertificateDescription } from './certificates.ts';
export { createSignedData, readSignedData, type SignedDataInfo } from './cms.ts';
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
export {
  PdfSigningError,
  signPdf,
  type SignatureAppearance,
  type SignPdfOptions,
} from './pdf-sign.ts';
export { pdfSignatureCount, readPdfSignatures, type PdfSignatureInfo } from './pdf-read.ts';
export { renderSignatureAppearance, type AppearanceOptions } from './appearance.ts';
export { fromPem, KeySigner, toPem, type Signer } from './signer.ts';
export { requestTimestamp, TimestampError, type TimestampOptions } from './tsa.ts';
