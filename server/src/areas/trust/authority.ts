// The service's certificate authority as the server uses it: certificates name the published
// trust chain under PUBLIC_URL (AIA, CRL distribution point), and every certificate issued is
// recorded so the OCSP responder knows it and the maintenance CLI can revoke it.
import { X509Certificate } from 'node:crypto';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import {
  openCertificateAuthority,
  type CertificateAuthority,
  type KeySigner,
} from '../../pades/index.ts';
import { normalizeSerial } from './rules.ts';
import { recordIssuedCertificate } from './store.ts';

async function record(db: Db, kind: 'signer' | 'seal', signer: KeySigner): Promise<KeySigner> {
  const certificate = new X509Certificate(signer.certificateChain[0]);
  await recordIssuedCertificate(db, {
    serial: normalizeSerial(certificate.serialNumber),
    kind,
    subject: certificate.subject.replace(/\n/g, ', ').slice(0, 500),
    not_after: new Date(certificate.validTo).toISOString(),
    issued_at: new Date(certificate.validFrom).toISOString(),
    revoked_at: null,
    revocation_reason: null,
  });
  return signer;
}

/** Opens the CA of `config` (shared per data folder) with issuance recorded in `db`. */
export async function openServiceAuthority(
  config: Pick<ServerConfig, 'dataDir' | 'caKeyPassphrase' | 'publicUrl' | 'caRevocationPointers'>,
  db: Db,
): Promise<CertificateAuthority> {
  const ca = await openCertificateAuthority({
    dataDir: config.dataDir,
    passphrase: config.caKeyPassphrase,
    publicUrl: config.caRevocationPointers ? config.publicUrl : undefined,
  });
  return {
    ...ca,
    issueSignerCertificate: async (request) =>
      record(db, 'signer', await ca.issueSignerCertificate(request)),
    issueSealCertificate: async (request) =>
      record(db, 'seal', await ca.issueSealCertificate(request)),
  };
}
