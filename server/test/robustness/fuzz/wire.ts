// What keeps a fuzzed request sendable on the wire, however broken its content: URLs ASCII
// (percent-encoded as a client does it), header values latin-1, header and query sizes below
// Node's 16 KB header limit. Shared by the request builder and its auth variants.
import { toJson } from './json-text.ts';

const MAX_HEADER_VALUE = 8_000;
export const MAX_QUERY = 10_000;

/** A header value as it can be sent: latin-1 only, at most 8 000 characters. */
export const latin1 = (value: string) =>
  value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').slice(0, MAX_HEADER_VALUE);
export const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

/** Percent-encoding as a client does it (UTF-8; a lone surrogate becomes U+FFFD first). */
export const encode = (value: string) =>
  encodeURIComponent(
    value.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  );

/** A path segment as a client sends it (dots-only segments encoded so no one resolves them). */
export function encodeSegment(value: string): string {
  const encoded = encode(value);
  return /^\.+$/.test(encoded) ? encoded.replace(/\./g, '%2E') : encoded;
}

/** A query parameter's value as text: objects as JSON, null as "null". */
export function queryValue(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return toJson(value);
  return String(value);
}
