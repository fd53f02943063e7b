// A certificate the issuing CA issues to one of the service's own roles (the time-stamping
// authority, the OCSP responder), kept beside the CA's files with its key encrypted under the CA
// passphrase: read from its files, or issued on first use and when it nears its end, under the
// CA folder's lock so two processes never issue two. One issued by an earlier issuing CA (a data
// folder whose CA was replaced) is not taken: it would not chain to the current root.
import { generateKeyPairSync, X509Certificate, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as pkijs from 'pkijs';
import { exists, withLock, writePrivate } from './ca-files.ts';
import { buildCertificate, type Issuer } from './certificates.ts';
import { decryptPrivateKey, encryptPrivateKey } from './keys.ts';
import { OID } from './oids.ts';
import { fromPem, toPem } from './signer.ts';

export interface DelegatedCertificate {
  certificate: Buffer;
  privateKey: KeyObject;
  notAfter: Date;
}

export interface DelegatedCertificateOptions {
  /** The CA's folder (<dataDir>/ca). */
  directory: string;
  passphrase: string;
  /** File names of the certificate and its encrypted key in `directory`. */
  files: { certificate: string; key: string };
  organisation: string;
  /** The role's name after the organisation's in the common name ("… OCSP Responder"). */
  role: string;
  issuer: Issuer & { certificate: Buffer };
  lifetimeMs: number;
  /** A certificate with less than this left is replaced. */
  renewBeforeMs: number;
  extensions: pkijs.Extension[];
  now: () => Date;
}

const notAfterOf = (certificate: Buffer) => new Date(new X509Certificate(certificate).validTo);

export async function loadOrIssueDelegated(
  options: DelegatedCertificateOptions,
): Promise<DelegatedCertificate> {
  const certificateFile = path.join(options.directory, options.files.certificate);
  const keyFile = path.join(options.directory, options.files.key);
  const current = async (): Promise<DelegatedCertificate | undefined> => {
    if (!(await exists(certificateFile))) return undefined;
    const certificate = fromPem(await readFile(certificateFile, 'utf8'));
    const notAfter = notAfterOf(certificate);
    if (notAfter.getTime() - options.now().getTime() < options.renewBeforeMs) return undefined;
    const issuer = new X509Certificate(options.issuer.certificate);
    if (!new X509Certificate(certificate).checkIssued(issuer)) return undefined;
    const privateKey = decryptPrivateKey(
      await readFile(keyFile, 'utf8'),
      options.passphrase,
      keyFile,
    );
    return { certificate, privateKey, notAfter };
  };
  const found = await current();
  if (found) return found;
  return withLock(options.directory, async () => {
    const again = await current();
    if (again) return again;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const start = options.now().getTime();
    const certificate = await buildCertificate(
      {
        subject: [
          [OID.organizationName, options.organisation],
          [OID.commonName, `${options.organisation} ${options.role}`],
        ],
        subjectPublicKeyInfo: publicKey.export({ type: 'spki', format: 'der' }),
        // Backdated five minutes like every certificate of the CA (clocks of validators drift).
        notBefore: new Date(start - 5 * 60 * 1000),
        notAfter: new Date(
          Math.min(start + options.lifetimeMs, notAfterOf(options.issuer.certificate).getTime()),
        ),
        extensions: options.extensions,
      },
      options.issuer,
    );
    await writePrivate(keyFile, encryptPrivateKey(privateKey, options.passphrase));
    await writePrivate(certificateFile, toPem(certificate));
    return { certificate, privateKey, notAfter: notAfterOf(certificate) };
  });
}
