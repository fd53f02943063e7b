// The keys of direct links (`/direct-sign/<request id>/<key>`, the direct signer's Basic
// password). A key is never stored: it is derived from a server-held secret (LINK_SECRET, or a
// file generated under DATA_DIR) with HMAC-SHA256 over the request id, the signer's public
// signature id and the signer's link nonce (signature_request_signers.link_key, 192 random bits,
// not a secret on its own). A stolen database alone therefore opens no link, and a new nonce (the
// claim of a send-to link) ends the old link. The invitation and every reminder carry the same
// key, derived again when they are written.
//
// Rows migrated from before keys were derived (migration 0008) hold `h1.` + the SHA-256 of the
// key that was mailed; that key keeps working (compared by digest) next to the derived one until
// the nonce is replaced.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a key is derived from: the signer row's request id, signature id and link nonce. */
export interface LinkedSigner {
  request_id: string;
  id: string;
  /** The link nonce (the column kept its name from when it held the key itself). */
  link_key: string;
}

export interface LinkKeys {
  /** The key of the signer's direct link, as mailed. */
  keyFor(signer: LinkedSigner): string;
  /** True when `candidate` opens the signer's link (constant time). */
  opens(signer: LinkedSigner, candidate: string): boolean;
}

/** Prefix of a migrated nonce: the SHA-256 (base64url) of the key mailed before 0008. */
export const LEGACY_KEY_PREFIX = 'h1.';
export const MIN_LINK_SECRET_LENGTH = 32;
/** The generated secret's file under DATA_DIR when LINK_SECRET is not configured. */
export const LINK_SECRET_FILE_NAME = 'link-secret';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** SHA-256 (base64url) of a key, as migration 0008 stores a legacy key. */
export const legacyKeyDigest = (key: string) => sha256(key).toString('base64url');

/** Constant-time equality of two secrets of any length (their SHA-256 digests are compared). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

/** A new link nonce: 192 random bits, URL-safe. Storing a new one ends the signer's old link. */
export const newLinkNonce = () => randomBytes(24).toString('base64url');

export function createLinkKeys(secret: string): LinkKeys {
  if (secret.length < MIN_LINK_SECRET_LENGTH) {
    throw new Error(`the link secret must be at least ${MIN_LINK_SECRET_LENGTH} characters`);
  }
  const keyFor = (signer: LinkedSigner) =>
    createHmac('sha256', secret)
      .update(`direct-link\u0000${signer.request_id}\u0000${signer.id}\u0000${signer.link_key}`)
      .digest()
      // 192 bits, 32 URL-safe characters: the shape links had before keys were derived.
      .subarray(0, 24)
      .toString('base64url');
  return {
    keyFor,
    opens(signer, candidate) {
      const derived = sameSecret(keyFor(signer), candidate);
      // Whether a row is migrated is no secret; the key is compared in constant time either way.
      const legacy =
        signer.link_key.startsWith(LEGACY_KEY_PREFIX) &&
        sameSecret(signer.link_key.slice(LEGACY_KEY_PREFIX.length), legacyKeyDigest(candidate));
      return derived || legacy;
    },
  };
}

/**
 * The link secret if the deployment has one — configured, or the file a start generated — and
 * undefined otherwise; never generates one (check:data judges the key the secrets were sealed
 * with, a new one would open none of them).
 */
export function existingLinkSecret(config: {
  linkSecret?: string;
  dataDir: string;
}): string | undefined {
  if (config.linkSecret) return config.linkSecret;
  const file = path.join(config.dataDir, LINK_SECRET_FILE_NAME);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}

/**
 * The link secret: the configured one (LINK_SECRET / LINK_SECRET_FILE), else the contents of
 * DATA_DIR/link-secret, generated (256 random bits, mode 0600) at the first start.
 */
export function linkSecretOf(config: { linkSecret?: string; dataDir: string }): string {
  if (config.linkSecret) return config.linkSecret;
  const file = path.join(config.dataDir, LINK_SECRET_FILE_NAME);
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    // Written beside it, then linked into place: of two processes starting at once, one creates
    // the file (whole) and the other finds it there (EEXIST) and reads it.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (!secret) throw new Error(`${file} is empty: remove it to generate a new link secret`);
  return secret;
}
