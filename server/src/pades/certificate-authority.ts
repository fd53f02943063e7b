// The service's own certificate authority: a root and an issuing CA, created on first use under
// <dataDir>/ca/, their private keys encrypted at rest (./keys.ts). The passphrase comes from the
// caller (the server passes CA_KEY_PASSPHRASE, or the file CA_KEY_PASSPHRASE_FILE names, from its
// config), else a file generated beside the keys, <dataDir>/ca/passphrase (mode 0600) — fine on
// a workstation, but a stolen data folder then holds both: production names its own.
// The issuing CA issues one short-lived certificate (30 days by default) and a fresh P-256 key
// per signature, for a signer (subject = name and e-mail) or a business seal (subject = the
// organisation). P-256/SHA-256 is accepted by pdfsig (NSS), openssl and PAdES validators.
//
// Files: root-ca.pem, root-ca.key.pem, issuing-ca.pem, issuing-ca.key.pem[, passphrase]; the
// TSA's and the OCSP responder's beside them (./tsa-authority.ts, ./ocsp-responder.ts).
// The root key is only read when the CA is created; signing certificates uses the issuing key.
import { generateKeyPairSync, X509Certificate, type KeyObject } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { exists, resolvePassphrase, withLock, writePrivate } from './ca-files.ts';
import {
  buildCertificate,
  caExtensions,
  encodeName,
  revocationExtensions,
  sealExtensions,
  signerExtensions,
  type NameParts,
  type RevocationPointers,
} from './certificates.ts';
import {
  openTimestampAuthority,
  TSA_RENEW_BEFORE_MS,
  type TimestampAuthority,
} from './tsa-authority.ts';
import { decryptPrivateKey, encryptPrivateKey } from './keys.ts';
import { ocspResponderOf, type OcspResponder } from './ocsp-responder.ts';
import {
  OID,
  type CertificateLegislation,
  type CertificateQuality,
  type SealQuality,
} from './oids.ts';
import { fromPem, KeySigner, toPem } from './signer.ts';

export interface CertificateAuthorityOptions {
  /** The server's DATA_DIR; the CA lives in <dataDir>/ca/. */
  dataDir: string;
  /** Passphrase of the CA keys; default: the passphrase file generated beside them. */
  passphrase?: string;
  /** Organisation named in the CA certificates (default "Signing Service"). */
  organisation?: string;
  /**
   * Validity of signer and seal certificates in days (default 30; fractions allowed). Each
   * certificate serves one signature, so it is short; validators that check a B-B signature at
   * the current time (pdfsig) report it expired afterwards, B-T keeps it checkable.
   */
  certificateValidityDays?: number;
  /**
   * The server's public address: certificates then name the published issuer certificate, OCSP
   * responder and CRL under it (Authority Information Access, CRL distribution point).
   */
  publicUrl?: string;
  /** Current time (tests). */
  now?: () => Date;
}

/** A CA certificate with its private key: what signs certificates, CRLs and OCSP answers. */
export interface IssuerKey {
  certificate: Buffer;
  privateKey: KeyObject;
}

/** The published places of the trust chain under a public address (served by the trust area). */
export function trustUrls(publicUrl: string) {
  const base = publicUrl.replace(/\/$/, '');
  return {
    rootDer: `${base}/ca/root.der`,
    issuingDer: `${base}/ca/issuing.der`,
    rootCrl: `${base}/ca/root.crl`,
    issuingCrl: `${base}/ca/crl`,
    ocsp: `${base}/ocsp`,
  };
}

export interface SignerCertificateRequest {
  /** The signer's name, as it appears in the certificate's common name. */
  name: string;
  email: string;
  /** The quality the signer holds for this signature (seal: use issueSealCertificate). */
  quality: CertificateQuality;
  /** The legislation the quality was established under; none for ses. */
  legislation?: CertificateLegislation | null;
}

export interface SealCertificateRequest {
  organisation: string;
  quality: SealQuality;
}

export interface CertificateAuthority {
  rootCertificatePem: string;
  issuingCertificatePem: string;
  /** The issuing CA: signs end-entity certificates and its CRL. */
  issuing: IssuerKey;
  /** The delegated OCSP responder the issuing CA certifies: signs the OCSP answers. */
  ocspResponder(): Promise<OcspResponder>;
  /** The root CA's key, decrypted on demand (it signs only the root CRL, rarely). */
  root(): Promise<IssuerKey>;
  /** The built-in RFC 3161 time-stamping authority (its certificate made on first use). */
  timestampAuthority(): Promise<TimestampAuthority>;
  /** A fresh key and a certificate for one signer; the Signer holds the key in memory only. */
  issueSignerCertificate(request: SignerCertificateRequest): Promise<KeySigner>;
  /** A fresh key and a certificate for a business seal. */
  issueSealCertificate(request: SealCertificateRequest): Promise<KeySigner>;
}

const FILES = {
  rootCertificate: 'root-ca.pem',
  rootKey: 'root-ca.key.pem',
  issuingCertificate: 'issuing-ca.pem',
  issuingKey: 'issuing-ca.key.pem',
  passphrase: 'passphrase',
} as const;

const DAY = 24 * 60 * 60 * 1000;
const ROOT_YEARS = 20;
const DEFAULT_VALIDITY_DAYS = 30;
const ISSUING_YEARS = 10;
/** Certificates start a little in the past so a verifier whose clock lags accepts them. */
const BACKDATE_MS = 5 * 60 * 1000;
const QUALITIES: readonly CertificateQuality[] = [
  'ses',
  'aes',
  'aesMinimal',
  'qes',
  'part11',
  'demo',
];
const LEGISLATIONS: readonly CertificateLegislation[] = ['eidas', 'zertes'];

const opened = new Map<string, Promise<CertificateAuthority>>();

/**
 * Opens (creating on first use) the CA under <dataDir>/ca/. Calls with the same data folder
 * share one instance; a second process waits for the first to finish creating it.
 */
export function openCertificateAuthority(
  options: CertificateAuthorityOptions,
): Promise<CertificateAuthority> {
  const directory = path.resolve(options.dataDir, 'ca');
  const key = JSON.stringify([
    directory,
    options.passphrase ?? '',
    options.organisation,
    options.certificateValidityDays,
    options.publicUrl,
    Boolean(options.now),
  ]);
  let authority = opened.get(key);
  if (!authority) {
    authority = open_(directory, options);
    opened.set(key, authority);
    authority.catch(() => opened.delete(key));
  }
  return authority;
}

function newKey(): { privateKey: KeyObject; spki: Buffer } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return { privateKey, spki: publicKey.export({ type: 'spki', format: 'der' }) };
}

async function createAuthority(
  directory: string,
  passphrase: string,
  organisation: string,
  now: Date,
  publicUrl: string | undefined,
): Promise<void> {
  const rootName: NameParts = [
    [OID.organizationName, organisation],
    [OID.commonName, `${organisation} Root CA`],
  ];
  const root = newKey();
  const rootCertificate = await buildCertificate(
    {
      subject: rootName,
      subjectPublicKeyInfo: root.spki,
      notBefore: new Date(now.getTime() - BACKDATE_MS),
      notAfter: new Date(now.getTime() + ROOT_YEARS * 365 * DAY),
      extensions: caExtensions(),
    },
    { subjectPublicKeyInfo: root.spki, name: encodeName(rootName), privateKey: root.privateKey },
  );
  const issuing = newKey();
  const issuingCertificate = await buildCertificate(
    {
      subject: [
        [OID.organizationName, organisation],
        [OID.commonName, `${organisation} Issuing CA`],
      ],
      subjectPublicKeyInfo: issuing.spki,
      notBefore: new Date(now.getTime() - BACKDATE_MS),
      notAfter: new Date(now.getTime() + ISSUING_YEARS * 365 * DAY),
      extensions: [
        ...caExtensions(0),
        ...(publicUrl
          ? revocationExtensions({
              caIssuers: trustUrls(publicUrl).rootDer,
              crl: trustUrls(publicUrl).rootCrl,
            })
          : []),
      ],
    },
    {
      certificate: rootCertificate,
      subjectPublicKeyInfo: root.spki,
      name: encodeName(rootName),
      privateKey: root.privateKey,
    },
  );
  await writePrivate(
    path.join(directory, FILES.rootKey),
    encryptPrivateKey(root.privateKey, passphrase),
  );
  await writePrivate(path.join(directory, FILES.rootCertificate), toPem(rootCertificate));
  await writePrivate(
    path.join(directory, FILES.issuingKey),
    encryptPrivateKey(issuing.privateKey, passphrase),
  );
  // Written last: its presence means the CA is complete.
  await writePrivate(path.join(directory, FILES.issuingCertificate), toPem(issuingCertificate));
}

function checkText(value: unknown, what: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new TypeError(`${what} must be a non-empty string`);
  }
  const text = value.trim();
  if (text.length > max) throw new TypeError(`${what} is longer than ${max} characters`);
  return text;
}

async function open_(
  directory: string,
  options: CertificateAuthorityOptions,
): Promise<CertificateAuthority> {
  const now = options.now ?? (() => new Date());
  const organisation = options.organisation ?? 'Signing Service';
  const validityDays = options.certificateValidityDays ?? DEFAULT_VALIDITY_DAYS;
  if (!(validityDays > 0)) throw new TypeError('certificateValidityDays must be positive');
  const validityMs = validityDays * DAY;
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const issuingCertificateFile = path.join(directory, FILES.issuingCertificate);
  const passphrase = await resolvePassphrase(
    directory,
    options.passphrase,
    await exists(issuingCertificateFile),
  );
  if (!(await exists(issuingCertificateFile))) {
    await withLock(directory, async () => {
      if (!(await exists(issuingCertificateFile))) {
        await createAuthority(directory, passphrase, organisation, now(), options.publicUrl);
      }
    });
  }
  const rootCertificatePem = await readFile(path.join(directory, FILES.rootCertificate), 'utf8');
  const issuingCertificatePem = await readFile(issuingCertificateFile, 'utf8');
  const issuingKeyFile = path.join(directory, FILES.issuingKey);
  const issuingKey = decryptPrivateKey(
    await readFile(issuingKeyFile, 'utf8'),
    passphrase,
    issuingKeyFile,
  );
  const rootDer = fromPem(rootCertificatePem);
  const issuingDer = fromPem(issuingCertificatePem);
  const issuingX509 = new X509Certificate(issuingDer);
  if (!issuingX509.checkPrivateKey(issuingKey)) {
    throw new Error(`${issuingKeyFile} does not belong to ${issuingCertificateFile}`);
  }
  const issuingNotAfter = new Date(issuingX509.validTo).getTime();
  const issuer = {
    certificate: issuingDer,
    subjectPublicKeyInfo: issuingX509.publicKey.export({ type: 'spki', format: 'der' }),
    privateKey: issuingKey,
  };
  const urls = options.publicUrl ? trustUrls(options.publicUrl) : undefined;
  const pointers: RevocationPointers | undefined = urls && {
    caIssuers: urls.issuingDer,
    ocsp: urls.ocsp,
    crl: urls.issuingCrl,
  };
  let tsa: Promise<TimestampAuthority> | undefined;
  const timestampAuthority = async () => {
    const current = await tsa?.catch(() => undefined);
    // A long-running server moves to a new TSA certificate as the current one nears its end.
    if (current && current.notAfter.getTime() - now().getTime() >= TSA_RENEW_BEFORE_MS) {
      return current;
    }
    tsa = openTimestampAuthority({
      directory,
      passphrase,
      organisation,
      issuer,
      chain: [issuingDer, rootDer],
      pointers,
      now,
    });
    return tsa;
  };
  let rootKey: KeyObject | undefined;

  async function issue(
    subject: NameParts,
    profile: Awaited<ReturnType<typeof signerExtensions>>,
  ): Promise<KeySigner> {
    const extensions = pointers ? [...profile, ...revocationExtensions(pointers)] : profile;
    const key = newKey();
    const start = now().getTime();
    const certificate = await buildCertificate(
      {
        subject,
        subjectPublicKeyInfo: key.spki,
        notBefore: new Date(start - BACKDATE_MS),
        notAfter: new Date(Math.min(start + validityMs, issuingNotAfter)),
        extensions,
      },
      issuer,
    );
    const signer = new KeySigner(key.privateKey, [certificate, issuingDer, rootDer]);
    // The built-in TSA stamps every signature (B-T) unless the caller names an external one.
    signer.timestamp = async (data) => (await timestampAuthority()).stamp(data);
    return signer;
  }

  return {
    rootCertificatePem,
    issuingCertificatePem,
    issuing: { certificate: issuingDer, privateKey: issuingKey },
    async root() {
      if (!rootKey) {
        const file = path.join(directory, FILES.rootKey);
        rootKey = decryptPrivateKey(await readFile(file, 'utf8'), passphrase, file);
      }
      return { certificate: rootDer, privateKey: rootKey };
    },
    timestampAuthority,
    ocspResponder: ocspResponderOf({ directory, passphrase, organisation, issuer, now }),
    async issueSignerCertificate(request) {
      const name = checkText(request.name, 'name', 200);
      const email = checkText(request.email, 'email', 254);
      if (!/^[\x21-\x7e]+@[\x21-\x7e]+$/.test(email)) {
        throw new TypeError('email must be an ASCII e-mail address');
      }
      if (!QUALITIES.includes(request.quality)) {
        throw new TypeError(`quality must be one of ${QUALITIES.join(', ')}`);
      }
      const legislation = request.legislation ?? undefined;
      if (legislation !== undefined && !LEGISLATIONS.includes(legislation)) {
        throw new TypeError(`legislation must be one of ${LEGISLATIONS.join(', ')}`);
      }
      return issue(
        [
          [OID.commonName, name.slice(0, 64)],
          [OID.emailAddress, email],
        ],
        signerExtensions({ email, quality: request.quality, legislation, caName: organisation }),
      );
    },
    async issueSealCertificate(request) {
      const name = checkText(request.organisation, 'organisation', 200);
      if (request.quality !== 'aes' && request.quality !== 'qes') {
        throw new TypeError('quality of a seal must be aes or qes');
      }
      return issue(
        [
          [OID.organizationName, name.slice(0, 64)],
          [OID.commonName, name.slice(0, 64)],
        ],
        sealExtensions({ quality: request.quality, caName: organisation }),
      );
    },
  };
}
