// A minimal DER encoder and reader: enough to build a CMS SignedData, an RFC 3161 request,
// certificate extension values and an encrypted PKCS#8 key, and to read certificates and
// time-stamp tokens back. Hand-written because the signing path must stay sub-millisecond
// (node:crypto + DER 0.3–0.8 ms; an ASN.1 object model costs 4–8 ms:
// docs/architecture.md#decision-der).

export const TAG = {
  boolean: 0x01,
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  utf8String: 0x0c,
  printableString: 0x13,
  ia5String: 0x16,
  utcTime: 0x17,
  generalizedTime: 0x18,
  sequence: 0x30,
  set: 0x31,
} as const;

function lengthBytes(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** One TLV with the given tag byte around `content`. */
export function tlv(tag: number, ...content: Uint8Array[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), lengthBytes(body.length), body]);
}

export const sequence = (...items: Uint8Array[]) => tlv(TAG.sequence, ...items);

/** Compares two encodings the way DER orders the members of a SET OF (X.690 §11.6). */
function compareEncodings(a: Uint8Array, b: Uint8Array): number {
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** A SET OF, members sorted as DER requires. */
export const set = (...items: Uint8Array[]) => tlv(TAG.set, ...[...items].sort(compareEncodings));

/** [n] IMPLICIT constructed: the members of a SET OF (sorted) or SEQUENCE under a context tag. */
export const contextConstructed = (n: number, ...items: Uint8Array[]) => tlv(0xa0 | n, ...items);
export const contextSetOf = (n: number, ...items: Uint8Array[]) =>
  tlv(0xa0 | n, ...[...items].sort(compareEncodings));
export const contextPrimitive = (n: number, content: Uint8Array) => tlv(0x80 | n, content);

export const octetString = (bytes: Uint8Array) => tlv(TAG.octetString, bytes);
export const nullValue = () => Buffer.from([TAG.null, 0]);
export const boolean = (value: boolean) => tlv(TAG.boolean, Buffer.from([value ? 0xff : 0]));
export const utf8String = (text: string) => tlv(TAG.utf8String, Buffer.from(text, 'utf8'));
export const ia5String = (text: string) => tlv(TAG.ia5String, Buffer.from(text, 'ascii'));
export const printableString = (text: string) =>
  tlv(TAG.printableString, Buffer.from(text, 'ascii'));

/** An INTEGER from a non-negative number or big-endian unsigned bytes. */
export function integer(value: number | bigint | Uint8Array): Buffer {
  let bytes: Buffer;
  if (typeof value === 'number' || typeof value === 'bigint') {
    let hex = BigInt(value).toString(16);
    if (hex.length % 2) hex = `0${hex}`;
    bytes = Buffer.from(hex, 'hex');
  } else {
    bytes = Buffer.from(value);
  }
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0 && bytes[start + 1] < 0x80) start++;
  bytes = bytes.subarray(start);
  if (bytes.length === 0) bytes = Buffer.from([0]);
  if (bytes[0] & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return tlv(TAG.integer, bytes);
}

// Encoded identifiers by their dotted form: the same few dozen are encoded for every signature
// and time-stamp, each arc with BigInts. Copies are handed out, so no caller shares a buffer.
const encodedOids = new Map<string, Buffer>();

export function oid(dotted: string): Buffer {
  let encoded = encodedOids.get(dotted);
  if (!encoded) {
    encoded = encodeOid(dotted);
    // Only identifiers of this code come here, but bound it all the same.
    if (encodedOids.size < 1024) encodedOids.set(dotted, encoded);
  }
  return Buffer.from(encoded);
}

function encodeOid(dotted: string): Buffer {
  const parts = dotted.split('.').map((part) => BigInt(part));
  if (parts.length < 2) throw new Error(`Not an object identifier: ${dotted}`);
  const arcs = [parts[0] * 40n + parts[1], ...parts.slice(2)];
  const bytes: number[] = [];
  for (const arc of arcs) {
    const chunk: number[] = [Number(arc & 0x7fn)];
    for (let rest = arc >> 7n; rest > 0n; rest >>= 7n) chunk.unshift(Number(rest & 0x7fn) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(TAG.oid, Buffer.from(bytes));
}

/** AlgorithmIdentifier: the OID, with a NULL parameter when `withNull` (RSA algorithms). */
export const algorithm = (dotted: string, withNull = false) =>
  withNull ? sequence(oid(dotted), nullValue()) : sequence(oid(dotted));

// ----- Reading -----

export interface Element {
  tag: number;
  /** Offset of the tag byte in the buffer the element was read from. */
  start: number;
  /** Offset of the first content byte. */
  contentStart: number;
  /** Offset just past the element. */
  end: number;
  /** The whole TLV. */
  raw: Buffer;
  /** The content bytes. */
  content: Buffer;
  /** Constructed (the content is a series of elements). */
  constructed: boolean;
}

/** Reads one element at `offset` of `buffer` (definite lengths only: DER). */
export function readElement(buffer: Buffer, offset = 0): Element {
  if (offset + 2 > buffer.length) throw new Error('DER: truncated element');
  const tag = buffer[offset];
  if ((tag & 0x1f) === 0x1f) throw new Error('DER: multi-byte tags are not supported');
  let position = offset + 1;
  let length = buffer[position++];
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error('DER: unsupported length');
    length = 0;
    for (let index = 0; index < count; index++) length = length * 256 + buffer[position++];
  }
  const end = position + length;
  if (end > buffer.length) throw new Error('DER: element runs past the end');
  return {
    tag,
    start: offset,
    contentStart: position,
    end,
    raw: buffer.subarray(offset, end),
    content: buffer.subarray(position, end),
    constructed: (tag & 0x20) !== 0,
  };
}

/** The elements inside a constructed element. */
export function children(element: Element): Element[] {
  const parent = element.raw;
  const result: Element[] = [];
  let offset = element.contentStart - element.start;
  while (offset < parent.length) {
    const child = readElement(parent, offset);
    result.push(child);
    offset = child.end;
  }
  return result;
}

export function expectTag(element: Element | undefined, tag: number, what: string): Element {
  if (!element || element.tag !== tag) {
    throw new Error(`DER: expected ${what}`);
  }
  return element;
}

export function decodeOid(element: Element): string {
  const bytes = element.content;
  const arcs: bigint[] = [];
  let value = 0n;
  for (const byte of bytes) {
    value = (value << 7n) | BigInt(byte & 0x7f);
    if (!(byte & 0x80)) {
      arcs.push(value);
      value = 0n;
    }
  }
  if (arcs.length === 0) return '';
  const first = arcs[0] < 80n ? arcs[0] / 40n : 2n;
  return [first, arcs[0] - first * 40n, ...arcs.slice(1)].join('.');
}

export function decodeInteger(element: Element): bigint {
  const bytes = element.content;
  if (bytes.length === 0) return 0n;
  let value = BigInt(`0x${bytes.toString('hex')}`);
  if (bytes[0] & 0x80) value -= 1n << BigInt(bytes.length * 8);
  return value;
}

/** The parts of an X.509 certificate the CMS needs, read from its DER. */
export interface CertificateParts {
  der: Buffer;
  /** Raw DER of the issuer Name. */
  issuer: Buffer;
  /** Raw DER of the serialNumber INTEGER. */
  serialNumber: Buffer;
  /** Raw DER of the subject Name. */
  subject: Buffer;
  /** Raw DER of the SubjectPublicKeyInfo. */
  subjectPublicKeyInfo: Buffer;
}

export function certificateParts(der: Uint8Array): CertificateParts {
  const buffer = Buffer.from(der);
  const certificate = expectTag(readElement(buffer), TAG.sequence, 'Certificate');
  const tbs = expectTag(children(certificate)[0], TAG.sequence, 'TBSCertificate');
  const fields = children(tbs);
  const offset = fields[0]?.tag === 0xa0 ? 1 : 0;
  return {
    der: buffer,
    serialNumber: expectTag(fields[offset], TAG.integer, 'serialNumber').raw,
    issuer: expectTag(fields[offset + 2], TAG.sequence, 'issuer').raw,
    subject: expectTag(fields[offset + 4], TAG.sequence, 'subject').raw,
    subjectPublicKeyInfo: expectTag(fields[offset + 5], TAG.sequence, 'subjectPublicKeyInfo').raw,
  };
}

/** A GeneralizedTime or UTCTime element as a Date. */
export function decodeTime(element: Element): Date {
  const text = element.content.toString('latin1');
  const match =
    /^(\d{2}|\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?(?:[.,](\d+))?(Z|[+-]\d{4})?$/.exec(text);
  if (!match) throw new Error(`DER: bad time ${text}`);
  let year = Number(match[1]);
  if (match[1].length === 2) year += year < 50 ? 2000 : 1900;
  const fraction = match[7] ? Number(`0.${match[7]}`) * 1000 : 0;
  const base = Date.UTC(
    year,
    Number(match[2]) - 1,
    Number(match[3]),
    Number(match[4]),
    Number(match[5]),
    Number(match[6] ?? 0),
    fraction,
  );
  const zone = match[8] && match[8] !== 'Z' ? match[8] : undefined;
  const offset = zone
    ? (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3))) * 60000
    : 0;
  return new Date(base - offset);
}
