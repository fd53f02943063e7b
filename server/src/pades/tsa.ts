// RFC 3161 time-stamp client: asks a TSA for a token over the SHA-256 of the signature value
// (PAdES B-T / CAdES signature-time-stamp) and checks that the token answers this request
// (message imprint and nonce). The token's own signature is the validator's business: it
// chains to the TSA's CA, not to ours.
import { createHash, randomBytes } from 'node:crypto';
import {
  algorithm,
  boolean,
  children,
  decodeInteger,
  decodeOid,
  decodeTime,
  expectTag,
  integer,
  octetString,
  readElement,
  sequence,
  TAG,
  type Element,
} from './der.ts';
import { OID } from './oids.ts';

export class TimestampError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimestampError';
  }
}

export interface TimestampOptions {
  /** Gives up after this long (default 15 s). */
  timeoutMs?: number;
  /** Extra request headers (e.g. Authorization for a commercial TSA). */
  headers?: Record<string, string>;
}

export interface TimestampResult {
  /** The TimeStampToken: a ContentInfo (DER). */
  token: Buffer;
  /** genTime of the token. */
  time: Date;
}

const STATUS_TEXT = ['granted', 'grantedWithMods', 'rejection', 'waiting', 'revocationWarning'];

/** genTime as a Date; a token whose time cannot be read is refused. */
function genTime(element: Element): Date {
  try {
    return decodeTime(expectTag(element, TAG.generalizedTime, 'genTime'));
  } catch (error) {
    throw new TimestampError(`Unreadable genTime: ${(error as Error).message}`);
  }
}

/** The TSTInfo of a TimeStampToken. */
export function readTstInfo(token: Buffer): {
  imprint: Buffer;
  nonce?: bigint;
  time: Date;
  policy: string;
} {
  const contentInfo = expectTag(readElement(token), TAG.sequence, 'TimeStampToken');
  const [type, explicit] = children(contentInfo);
  if (decodeOid(type) !== OID.signedData) throw new TimestampError('The token is not SignedData');
  const signedData = children(children(explicit)[0]);
  const encapsulated = children(expectTag(signedData[2], TAG.sequence, 'encapContentInfo'));
  if (decodeOid(encapsulated[0]) !== OID.tstInfo) {
    throw new TimestampError('The token does not hold a TSTInfo');
  }
  const octets = expectTag(children(encapsulated[1])[0], TAG.octetString, 'TSTInfo octets');
  const fields = children(expectTag(readElement(octets.content), TAG.sequence, 'TSTInfo'));
  const imprint = children(fields[2]);
  let nonce: bigint | undefined;
  // After genTime: accuracy (SEQUENCE), ordering (BOOLEAN), nonce (INTEGER), tsa [0], extensions [1].
  for (const field of fields.slice(5)) {
    if (field.tag === TAG.integer) nonce = decodeInteger(field);
  }
  return {
    policy: decodeOid(fields[1]),
    imprint: expectTag(imprint[1], TAG.octetString, 'hashedMessage').content,
    nonce,
    time: genTime(fields[4]),
  };
}

/** Asks the TSA at `url` for a token over SHA-256(`data`). */
export async function requestTimestamp(
  url: string,
  data: Buffer,
  options: TimestampOptions = {},
): Promise<TimestampResult> {
  const imprint = createHash('sha256').update(data).digest();
  const nonceBytes = randomBytes(8);
  nonceBytes[0] &= 0x7f;
  const nonce = BigInt(`0x${nonceBytes.toString('hex')}`);
  const request = sequence(
    integer(1),
    sequence(algorithm(OID.sha256, true), octetString(imprint)),
    integer(nonce),
    boolean(true),
  );
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query', ...options.headers },
      body: request,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new TimestampError(`The TSA at ${url} cannot be reached: ${(error as Error).message}`);
  }
  if (!response.ok) {
    throw new TimestampError(`The TSA at ${url} answered HTTP ${response.status}`);
  }
  const body = Buffer.from(await response.arrayBuffer());
  let parts: Element[];
  try {
    parts = children(expectTag(readElement(body), TAG.sequence, 'TimeStampResp'));
  } catch {
    throw new TimestampError(`The TSA at ${url} did not answer with a TimeStampResp`);
  }
  const status = Number(decodeInteger(children(parts[0])[0]));
  if (status !== 0 && status !== 1) {
    throw new TimestampError(
      `The TSA at ${url} refused the request: ${STATUS_TEXT[status] ?? `status ${status}`}`,
    );
  }
  const token = parts[1]?.raw;
  if (!token) throw new TimestampError(`The TSA at ${url} granted but sent no token`);
  const info = readTstInfo(Buffer.from(token));
  if (!info.imprint.equals(imprint)) {
    throw new TimestampError('The timestamp token covers other data than requested');
  }
  if (info.nonce !== nonce) {
    throw new TimestampError('The timestamp token does not carry the request nonce');
  }
  return { token: Buffer.from(token), time: info.time };
}
