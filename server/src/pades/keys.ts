// Private keys at rest: PKCS#8 EncryptedPrivateKeyInfo in PEM ("ENCRYPTED PRIVATE KEY"), PBES2
// with scrypt (N=2^14, r=8, p=1; what `openssl pkcs8 -topk8 -scrypt` writes) and aes-256-cbc.
// Node's own export only offers PBKDF2 with 2048 iterations, so the structure is built here;
// reading goes through node:crypto (OpenSSL), so `openssl pkey -in file.pem` reads it too.
import {
  createCipheriv,
  createPrivateKey,
  randomBytes,
  scryptSync,
  type KeyObject,
} from 'node:crypto';
import { integer, octetString, oid, sequence } from './der.ts';
import { OID } from './oids.ts';

const SCRYPT = { N: 1 << 14, r: 8, p: 1 } as const;

export function encryptPrivateKey(key: KeyObject, passphrase: string): string {
  const plain = key.export({ type: 'pkcs8', format: 'der' });
  const salt = randomBytes(16);
  const iv = randomBytes(16);
  const derived = scryptSync(Buffer.from(passphrase, 'utf8'), salt, 32, {
    ...SCRYPT,
    maxmem: 64 * 1024 * 1024,
  });
  const cipher = createCipheriv('aes-256-cbc', derived, iv);
  const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
  const info = sequence(
    sequence(
      oid(OID.pbes2),
      sequence(
        sequence(
          oid(OID.scrypt),
          sequence(
            octetString(salt),
            integer(SCRYPT.N),
            integer(SCRYPT.r),
            integer(SCRYPT.p),
            integer(32),
          ),
        ),
        sequence(oid(OID.aes256Cbc), octetString(iv)),
      ),
    ),
    octetString(encrypted),
  );
  const base64 = info.toString('base64').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN ENCRYPTED PRIVATE KEY-----\n${base64.replace(/\n$/, '')}\n-----END ENCRYPTED PRIVATE KEY-----\n`;
}

export class WrongPassphraseError extends Error {
  constructor(file: string, reason?: string) {
    super(
      `The CA key ${file} cannot be decrypted: ${
        reason ?? 'CA_KEY_PASSPHRASE (or the passphrase file) is not the one it was created with'
      }.`,
    );
    this.name = 'WrongPassphraseError';
  }
}

export function decryptPrivateKey(pem: string, passphrase: string, file: string): KeyObject {
  try {
    return createPrivateKey({ key: pem, format: 'pem', passphrase });
  } catch {
    throw new WrongPassphraseError(file);
  }
}
