// Object identifiers used by the signing code, and the policy OIDs of the service's own arc.
//
// The service's arc is a UUID-based OID (ITU-T X.667 / RFC 4122 §1: 2.25.<UUID as an integer>),
// which needs no registration and cannot collide: UUID ba70eb91-3175-4061-8e45-4fd3b84cf820.
// Under it (documented in server/src/pades/README.md):
//   <arc>.1.1.<n>  signature quality of a signer certificate: 1 ses, 2 aes, 3 aesMinimal, 4 qes,
//                  5 part11, 6 demo
//   <arc>.1.2.<n>  legislation the quality was established under: 1 eidas, 2 zertes
//   <arc>.1.3.<n>  seal certificate (subject = an organisation) at level: 1 aes, 2 qes
// A certificate carries one quality (or seal) policy and at most one legislation policy in its
// certificatePolicies extension. Qualified ones (qes, seal at qes) also carry qcStatements
// (ETSI EN 319 412-5): QcCompliance, QcSSCD, QcType (esign or eseal), and for zertes
// QcCClegislation "CH".

export const SERVICE_ARC = '2.25.247822722333797189598563694154544379936';

export type CertificateQuality = 'ses' | 'aes' | 'aesMinimal' | 'qes' | 'part11' | 'demo';
export type CertificateLegislation = 'eidas' | 'zertes';
export type SealQuality = 'aes' | 'qes';

export const QUALITY_POLICY: Record<CertificateQuality, string> = {
  ses: `${SERVICE_ARC}.1.1.1`,
  aes: `${SERVICE_ARC}.1.1.2`,
  aesMinimal: `${SERVICE_ARC}.1.1.3`,
  qes: `${SERVICE_ARC}.1.1.4`,
  part11: `${SERVICE_ARC}.1.1.5`,
  demo: `${SERVICE_ARC}.1.1.6`,
};
export const LEGISLATION_POLICY: Record<CertificateLegislation, string> = {
  eidas: `${SERVICE_ARC}.1.2.1`,
  zertes: `${SERVICE_ARC}.1.2.2`,
};
export const SEAL_POLICY: Record<SealQuality, string> = {
  aes: `${SERVICE_ARC}.1.3.1`,
  qes: `${SERVICE_ARC}.1.3.2`,
};

/** Policy of the time-stamp tokens of the service's own TSA (<arc>.2.1). */
export const TSA_POLICY = `${SERVICE_ARC}.2.1`;

export const OID = {
  // Algorithms
  sha256: '2.16.840.1.101.3.4.2.1',
  ecPublicKey: '1.2.840.10045.2.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  pbes2: '1.2.840.113549.1.5.13',
  scrypt: '1.3.6.1.4.1.11591.4.11',
  aes256Cbc: '2.16.840.1.101.3.4.1.42',
  // CMS (RFC 5652) and ESS (RFC 5035)
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  // X.509 extensions
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  certificatePolicies: '2.5.29.32',
  authorityKeyIdentifier: '2.5.29.35',
  qcStatements: '1.3.6.1.5.5.7.1.3',
  policyQualifierUserNotice: '1.3.6.1.5.5.7.2.2',
  // ETSI EN 319 412-5 QC statements
  qcCompliance: '0.4.0.1862.1.1',
  qcSscd: '0.4.0.1862.1.4',
  qcType: '0.4.0.1862.1.6',
  qcTypeEsign: '0.4.0.1862.1.6.1',
  qcTypeEseal: '0.4.0.1862.1.6.2',
  qcCcLegislation: '0.4.0.1862.1.7',
  // Revocation pointers, time-stamping (RFC 5280, RFC 6960, RFC 3161)
  authorityInfoAccess: '1.3.6.1.5.5.7.1.1',
  crlDistributionPoints: '2.5.29.31',
  extKeyUsage: '2.5.29.37',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  ocspSigning: '1.3.6.1.5.5.7.3.9',
  ocsp: '1.3.6.1.5.5.7.48.1',
  ocspBasic: '1.3.6.1.5.5.7.48.1.1',
  ocspNonce: '1.3.6.1.5.5.7.48.1.2',
  ocspNoCheck: '1.3.6.1.5.5.7.48.1.5',
  caIssuers: '1.3.6.1.5.5.7.48.2',
  crlNumber: '2.5.29.20',
  crlReason: '2.5.29.21',
  sha1: '1.3.14.3.2.26',
  // Names
  commonName: '2.5.4.3',
  countryName: '2.5.4.6',
  organizationName: '2.5.4.10',
  organizationalUnitName: '2.5.4.11',
  emailAddress: '1.2.840.113549.1.9.1',
} as const;
