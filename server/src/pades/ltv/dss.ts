// The Document Security Store (ISO 32000-2 §12.8.4.3; ETSI EN 319 142-1 §5.4): validation data
// a PDF carries for its signatures — certificates, OCSP responses, CRLs — in the catalog's /DSS,
// written as an incremental update so that every signature stays valid (PAdES B-LT). A DSS that
// is already there is extended, never replaced: what an earlier update stored (older OCSP answers,
// the data for an older document time-stamp) stays, and a stream is never stored twice.
//
// /VRI (optional in B-LT, read by validators such as the EU DSS library) holds, per signature,
// the data that validates it, keyed by the upper-case hex SHA-1 of the signature's /Contents
// bytes as stored (the CMS with its zero padding: how PDFBox and the EU DSS library compute it).
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  decodePDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { createHash } from 'node:crypto';
import { readElement } from '../der.ts';
import { PdfSigningError } from '../pdf-errors.ts';
import { endsWithXrefStream, fieldTree, lastStartXref } from '../pdf-read.ts';

export interface StoredSignature {
  kind: 'signature' | 'timestamp';
  /** The CMS (SignedData or time-stamp token) without the padding of /Contents. */
  cms: Buffer;
  /** Upper-case hex SHA-1 of /Contents as stored: the signature's key in /VRI. */
  vriKey: string;
}

export interface ValidationData {
  certificates: Buffer[];
  ocspResponses: Buffer[];
  crls: Buffer[];
}

export interface DssUpdate extends ValidationData {
  /** Per signature (by VRI key): the part of the data that validates it. */
  vri: Map<string, ValidationData>;
}

export async function loadForUpdate(pdf: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(pdf, { forIncrementalUpdate: true, updateMetadata: false });
  } catch (error) {
    throw new PdfSigningError(`The document is not a readable PDF: ${(error as Error).message}`);
  }
}

/** Every signature and document time-stamp of the document, in the order of the form. */
export function storedSignatures(document: PDFDocument): StoredSignature[] {
  const result: StoredSignature[] = [];
  for (const field of fieldTree(document)) {
    if (field.type !== 'Sig') continue;
    const value = field.dict.lookupMaybe(PDFName.of('V'), PDFDict);
    const contents = value?.lookup(PDFName.of('Contents'));
    if (!(contents instanceof PDFHexString || contents instanceof PDFString)) continue;
    const bytes = Buffer.from(contents.asBytes());
    let cms: Buffer;
    try {
      cms = Buffer.from(readElement(bytes).raw);
    } catch {
      continue;
    }
    const type = value!.lookupMaybe(PDFName.of('Type'), PDFName)?.decodeText();
    result.push({
      kind: type === 'DocTimeStamp' ? 'timestamp' : 'signature',
      cms,
      vriKey: createHash('sha1').update(bytes).digest('hex').toUpperCase(),
    });
  }
  return result;
}

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function streamBytes(object: PDFObject | undefined): Buffer | undefined {
  if (object instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(object).decode());
  return undefined;
}

/** The streams already stored under the DSS (by content digest), so none is stored twice. */
function existingStreams(document: PDFDocument, dss: PDFDict | undefined): Map<string, PDFRef> {
  const known = new Map<string, PDFRef>();
  for (const key of ['Certs', 'OCSPs', 'CRLs']) {
    const array = dss?.lookupMaybe(PDFName.of(key), PDFArray);
    for (const entry of array?.asArray() ?? []) {
      if (!(entry instanceof PDFRef)) continue;
      const bytes = streamBytes(document.context.lookup(entry));
      if (bytes) known.set(digest(bytes), entry);
    }
  }
  return known;
}

/** Adds `update` to the document's DSS (created if absent) as an incremental update. */
export async function addValidationData(pdf: Uint8Array, update: DssUpdate): Promise<Uint8Array> {
  const document = await loadForUpdate(pdf);
  const context = document.context;
  const existing = document.catalog.lookupMaybe(PDFName.of('DSS'), PDFDict);
  const streams = existingStreams(document, existing);
  const refOf = (bytes: Buffer): PDFRef => {
    const key = digest(bytes);
    let ref = streams.get(key);
    if (!ref) {
      ref = context.register(context.flateStream(bytes));
      streams.set(key, ref);
    }
    return ref;
  };
  // A fresh DSS dictionary (an incremental update rewrites the object anyway), keeping what the
  // old one listed and adding the new entries after it.
  const dss = context.obj({ Type: 'DSS' }) as PDFDict;
  const merged = (key: string, items: Buffer[]): PDFArray => {
    const refs = [...(existing?.lookupMaybe(PDFName.of(key), PDFArray)?.asArray() ?? [])];
    const listed = new Set(refs.map(String));
    for (const item of items) {
      const ref = refOf(item);
      if (!listed.has(String(ref))) refs.push(ref);
      listed.add(String(ref));
    }
    return context.obj(refs) as PDFArray;
  };
  dss.set(PDFName.of('Certs'), merged('Certs', update.certificates));
  dss.set(PDFName.of('OCSPs'), merged('OCSPs', update.ocspResponses));
  dss.set(PDFName.of('CRLs'), merged('CRLs', update.crls));
  const vri = context.obj({}) as PDFDict;
  for (const [key, value] of existing?.lookupMaybe(PDFName.of('VRI'), PDFDict)?.entries() ?? []) {
    vri.set(key, value);
  }
  for (const [key, data] of update.vri) {
    const entry = context.obj({}) as PDFDict;
    const refs = (items: Buffer[]) => context.obj(items.map(refOf)) as PDFArray;
    entry.set(PDFName.of('Cert'), refs(data.certificates));
    if (data.ocspResponses.length) entry.set(PDFName.of('OCSP'), refs(data.ocspResponses));
    if (data.crls.length) entry.set(PDFName.of('CRL'), refs(data.crls));
    vri.set(PDFName.of(key), context.register(entry));
  }
  dss.set(PDFName.of('VRI'), context.register(vri));
  document.catalog.set(PDFName.of('DSS'), context.register(dss));
  return document.save({ useObjectStreams: endsWithXrefStream(pdf, lastStartXref(pdf)) });
}
