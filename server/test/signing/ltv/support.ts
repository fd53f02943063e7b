// Test support of the long-term validation tests: a request signed by two users through the API,
// the signed file downloaded, the DSS read back independently of the server's own reader (the
// PDF library and openssl), the server's LTV pass with its clock moved.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { AppContext } from '../../../src/context.ts';
import { runLtvPass } from '../../../src/areas/signing/index.ts';
import {
  accountSignerOf,
  at,
  openWith,
  signAs,
  signerUser,
  uploadPdf,
  type Ctx,
  type User,
} from '../support.ts';

export const YEAR = 365 * 24 * 60 * 60 * 1000;

export const openssl = (...args: string[]) =>
  execFileSync('openssl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** openssl's standard output and error together (`crl -CAfile` says "verify OK" on stderr). */
export function opensslWithStatus(...args: string[]): string {
  const result = spawnSync('openssl', args, { encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`;
}

/** The server's context, with its clock `ms` ahead when asked (the worker reads ctx.clock). */
export function contextOf(ctx: Ctx, ms = 0): AppContext {
  const real = ctx.server.app.context;
  return ms ? { ...real, clock: { now: () => new Date(Date.now() + ms) } } : real;
}

export const ltvPass = (ctx: Ctx, ms = 0) => runLtvPass(contextOf(ctx, ms));

export interface Completed {
  sender: User;
  requestId: string;
  documentId: string;
}

/** Anna and Beat sign a 2-page PDF of Sandra's request in turn: the request is SIGNED. */
export async function completedRequest(ctx: Ctx): Promise<Completed> {
  const sender = await signerUser(ctx, ['ses:any'], { firstName: 'Sandra', lastName: 'Sender' });
  const anna = await signerUser(ctx, ['ses:any', 'aes:any'], {
    firstName: 'Anna',
    lastName: 'Meier',
  });
  const beat = await signerUser(ctx, ['ses:any', 'qes:zertes'], {
    firstName: 'Beat',
    lastName: 'Keller',
  });
  const documentId = await uploadPdf(ctx, sender, 2);
  const { id: requestId } = await openWith(
    ctx,
    sender,
    [documentId],
    [
      accountSignerOf(anna.email, [at(documentId, 1, 600)]),
      accountSignerOf(beat.email, [at(documentId, 2, 600)]),
    ],
  );
  for (const signer of [anna, beat]) {
    const response = await signAs(ctx, signer.auth, [requestId]);
    expect(response.statusCode, response.body).toBe(200);
  }
  return { sender, requestId, documentId };
}

export async function downloadSigned(ctx: Ctx, done: Completed): Promise<Buffer> {
  const response = await ctx.inject({
    method: 'GET',
    url: `/v3/documents/${done.documentId}/download?signed=true`,
    headers: done.sender.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

export async function requestStatus(ctx: Ctx, done: Completed): Promise<string> {
  const response = await ctx.inject({
    method: 'GET',
    url: `/v3/signature-requests/${done.requestId}`,
    headers: done.sender.auth,
  });
  return response.json().statusOverall;
}

export interface ReadDss {
  certificates: Buffer[];
  ocspResponses: Buffer[];
  crls: Buffer[];
  /** VRI key → certificates, OCSP responses, CRLs. */
  vri: Map<string, { certificates: Buffer[]; ocspResponses: Buffer[]; crls: Buffer[] }>;
}

export interface ReadSignature {
  field: string;
  type: string;
  /** /Contents as stored (with its padding). */
  contents: Buffer;
  byteRange: number[];
}

/** The catalog's DSS, read with the PDF library alone. */
export async function readDssOf(pdf: Uint8Array): Promise<ReadDss | undefined> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const dss = document.catalog.lookupMaybe(PDFName.of('DSS'), PDFDict);
  if (!dss) return undefined;
  const streams = (dict: PDFDict | undefined, key: string) =>
    (dict?.lookupMaybe(PDFName.of(key), PDFArray)?.asArray() ?? []).map((ref) => {
      const stream = document.context.lookup(ref as PDFRef) as PDFRawStream;
      return Buffer.from(decodePDFRawStream(stream).decode());
    });
  const vri = new Map<string, ReadDss['vri'] extends Map<string, infer V> ? V : never>();
  for (const [key, value] of dss.lookupMaybe(PDFName.of('VRI'), PDFDict)?.entries() ?? []) {
    const entry = document.context.lookup(value) as PDFDict;
    vri.set(key.decodeText(), {
      certificates: streams(entry, 'Cert'),
      ocspResponses: streams(entry, 'OCSP'),
      crls: streams(entry, 'CRL'),
    });
  }
  return {
    certificates: streams(dss, 'Certs'),
    ocspResponses: streams(dss, 'OCSPs'),
    crls: streams(dss, 'CRLs'),
    vri,
  };
}

/** Every signature field's value: type, /Contents as stored, /ByteRange. */
export async function signatureValues(pdf: Uint8Array): Promise<ReadSignature[]> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  return document
    .getForm()
    .getFields()
    .map((field) => field.acroField.dict)
    .filter((dict) => dict.lookupMaybe(PDFName.of('FT'), PDFName)?.decodeText() === 'Sig')
    .map((dict) => {
      const value = dict.lookup(PDFName.of('V'), PDFDict);
      const contents = value.lookup(PDFName.of('Contents')) as PDFHexString | PDFString;
      const title = dict.lookup(PDFName.of('T')) as PDFHexString | PDFString;
      return {
        field: title.decodeText(),
        type: value.lookupMaybe(PDFName.of('Type'), PDFName)?.decodeText() ?? 'Sig',
        contents: Buffer.from(contents.asBytes()),
        byteRange: value
          .lookup(PDFName.of('ByteRange'), PDFArray)
          .asArray()
          .map((n) => Number(n.toString())),
      };
    });
}

/** The VRI key of a signature: upper-case hex SHA-1 of its /Contents. */
export const vriKey = (signature: ReadSignature) =>
  createHash('sha1').update(signature.contents).digest('hex').toUpperCase();

export const pem = (der: Buffer) =>
  `-----BEGIN CERTIFICATE-----\n${der.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END CERTIFICATE-----\n`;
