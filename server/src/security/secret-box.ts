// Encryption of secrets the server must be able to read back (the client secrets of the
// businesses' identity providers), so a copied database alone does not reveal them. AES-256-GCM
// with a key derived (HKDF-SHA256) from the server-held link secret (LINK_SECRET, or the file
// generated under DATA_DIR: security/link-keys.ts); each sealing has its own random IV, and the
// purpose is bound as associated data, so a sealed value cannot be replayed for another purpose.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string, purpose: string): string;
  /** Throws when the value was not sealed by this key for this purpose (or was changed). */
  open(sealed: string, purpose: string): string;
}

const VERSION = 'v1';

export function createSecretBox(serverSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'secret-box', 'aes-256-gcm key', 32));
  return {
    seal(plain, purpose) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, purpose) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
