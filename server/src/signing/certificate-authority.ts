// The service's own certificate authority: a root and an issuing CA, created on first use under
// <dataDir>/ca/, their private keys encrypted at rest (./keys.ts). The passphrase comes from the
// caller (the server passes CA_KEY_PASSPHRASE, or the file CA_KEY_PASSPHRASE_FILE names, from its
// config), else a file generated beside the keys, <dataDir>/ca/passphrase (mode 0600) — fine on
// a workstation, but a stolen data folder then holds both: production names its own.
// The issuing CA issues one short-lived certificate (30 days by default) and a fresh P-256 key
// per signature, for a signer (subject = name and e-mail) or a business seal (subject = the
// organisation). P-256/SHA-256 is accepted by pdfsig (NSS), openssl and PAdES validators.
//
// Files: root-ca.pem, root-ca.key.pem, issuing-ca.pem, issuing-ca.key.pem[, passphrase].
// The root key is only read when the CA is created; signing certificates uses the issuing key.
import { generateKeyPairSync, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import { constants } from 'node:fs';
import { access, link, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  buildCertificate,
  caExtensions,
  encodeName,
  sealExtensions,
  signerExtensions,
  type NameParts,
} from './certificates.ts';
import { decryptPrivateKey, encryptPrivateKey, WrongPassphraseError } from './keys.ts';
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
  /** Current time (tests). */
  now?: () => Date;
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
  lock: '.lock',
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

async function exists(file: string): Promise<boolean> {
  try {
    await access(file, constants.F_OK);
    return true;
  } catch {
    return false;
  }
}

/** Writes a file atomically (temporary name, then rename), readable by the owner only. */
async function writePrivate(file: string, content: string): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content, { mode: 0o600 });
  await rename(temporary, file);
}

/** Runs `work` holding <directory>/.lock (a lock older than 60 s is taken as abandoned). */
async function withLock<T>(directory: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(directory, FILES.lock);
  const started = Date.now();
  for (;;) {
    try {
      await (await open(lock, 'wx', 0o600)).close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const info = await stat(lock).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > 60_000) {
        await rm(lock, { force: true });
        continue;
      }
      if (Date.now() - started > 120_000) throw new Error(`Timed out waiting for ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

async function resolvePassphrase(
  directory: string,
  options: CertificateAuthorityOptions,
  caExists: boolean,
): Promise<string> {
  const given = options.passphrase;
  if (given) return given;
  const file = path.join(directory, FILES.passphrase);
  const read = async () => {
    const text = (await readFile(file, 'utf8')).trim();
    if (!text) throw new Error(`${file} is empty: put the CA key passphrase in it`);
    return text;
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (caExists) {
    // Keys made with a configured passphrase, now unset: a new file would not open them.
    throw new WrongPassphraseError(
      path.join(directory, FILES.issuingKey),
      'no CA key passphrase is configured and there is no passphrase file',
    );
  }
  // Written under a temporary name and linked into place, so a concurrent reader never sees a
  // partly written file, and only one of two racing creators wins.
  const generated = randomBytes(32).toString('base64url');
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${generated}\n`, { mode: 0o600 });
  try {
    await link(temporary, file);
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return read();
  } finally {
    await rm(temporary, { force: true });
  }
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
      extensions: caExtensions(0),
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
    options,
    await exists(issuingCertificateFile),
  );
  if (!(await exists(issuingCertificateFile))) {
    await withLock(directory, async () => {
      if (!(await exists(issuingCertificateFile))) {
        await createAuthority(directory, passphrase, organisation, now());
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

  async function issue(
    subject: NameParts,
    extensions: Awaited<ReturnType<typeof signerExtensions>>,
  ): Promise<KeySigner> {
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
    return new KeySigner(key.privateKey, [certificate, issuingDer, rootDer]);
  }

  return {
    rootCertificatePem,
    issuingCertificatePem,
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
