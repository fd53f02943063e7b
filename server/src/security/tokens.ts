// Opaque random tokens. Only their SHA-256 is stored, so a database leak gives no usable token.
import { hash, randomBytes } from 'node:crypto';

export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Every authenticated request hashes its token: the one-shot digest builds no Hash object. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
