// What the PDF's structure says beyond each signature's bytes: the validation data of its
// Document Security Store (PAdES B-LT), and what the incremental updates after a signature do.
// An update that only adds signatures (their fields, widgets and appearances), a DSS or a
// document time-stamp is `signaturesOnly`; any other change to an object the signed revision
// had (page content, annotations other than signature widgets, form values, the page tree…)
// is `other`. The revision a signature signed is the file up to the end of its byte range,
// parsed on its own (the parser reads sections in order, so later updates are not in it).
//
// Memory: the file is in memory once. The parser's streams are views into it, not copies (pdf-lib
// copies every stream's bytes, so a 50 MB attachment was in memory twice, three times with the
// signed revision parsed too), and streams are compared byte by byte, never as strings.
import {
  decodePDFRawStream,
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFObject,
} from '@cantoo/pdf-lib';

export interface DssContents {
  present: boolean;
  certificates: Buffer[];
  ocspResponses: Buffer[];
  crls: Buffer[];
}

/** PDFDocument's constructor, which `PDFDocument.load` calls after parsing (private in its types). */
const NewDocument = PDFDocument as unknown as new (
  context: PDFDocument['context'],
  ignoreEncryption: boolean,
  updateMetadata: boolean,
) => PDFDocument;

/**
 * The document as `PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })`
 * reads it, with the same parser and options, except that a stream's bytes are a view into
 * `bytes` (which must not change while the document is used) instead of a copy.
 */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  const parser = PDFParser.forBytesWithOptions(bytes, ParseSpeeds.Slow, false);
  // The parser takes every stream's contents with its byte stream's slice() (a copy).
  const stream = (parser as unknown as { bytes: { slice(start: number, end: number): Uint8Array } })
    .bytes;
  stream.slice = (start, end) => bytes.subarray(start, end);
  const context = await parser.parseDocument();
  return new NewDocument(context, true, false);
}

function streamBytes(stream: PDFObject | undefined): Buffer | undefined {
  if (stream instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(stream).decode());
  if (stream instanceof PDFStream) return Buffer.from(stream.getContents());
  return undefined;
}

function streamsOf(document: PDFDocument, dict: PDFDict | undefined, key: string): Buffer[] {
  const array = dict?.lookupMaybe(PDFName.of(key), PDFArray);
  const result: Buffer[] = [];
  for (let index = 0; index < (array?.size() ?? 0); index++) {
    const bytes = streamBytes(document.context.lookup(array!.get(index)));
    if (bytes) result.push(bytes);
  }
  return result;
}

/** The DSS of the catalog (ISO 32000-2 §12.8.4.3): certificates, OCSP responses, CRLs. */
export function readDss(document: PDFDocument): DssContents {
  const dss = document.catalog.lookupMaybe(PDFName.of('DSS'), PDFDict);
  return {
    present: Boolean(dss),
    certificates: streamsOf(document, dss, 'Certs'),
    ocspResponses: streamsOf(document, dss, 'OCSPs'),
    crls: streamsOf(document, dss, 'CRLs'),
  };
}

/** References of the DSS and everything in it: updating them is adding validation data. */
function validationDataRefs(document: PDFDocument): Set<string> {
  const refs = new Set<string>();
  const visit = (object: PDFObject | undefined, depth: number) => {
    if (!object || depth > 4) return;
    if (object instanceof PDFRef) {
      refs.add(object.toString());
      visit(document.context.lookup(object), depth + 1);
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) visit(value, depth + 1);
    } else if (object instanceof PDFArray) {
      for (const value of object.asArray()) visit(value, depth + 1);
    }
  };
  visit(document.catalog.get(PDFName.of('DSS')), 0);
  return refs;
}

function serialised(object: PDFObject | undefined): string {
  if (object instanceof PDFRawStream) {
    return `${object.dict.toString()}|${Buffer.from(object.contents).toString('latin1')}`;
  }
  return object?.toString() ?? '';
}

/**
 * serialised(a) === serialised(b), without making strings of streams (a stream's dictionary
 * always ends with `>>`, so the two parts of a serialised stream cannot run into each other).
 */
function sameObject(a: PDFObject | undefined, b: PDFObject | undefined): boolean {
  if (a instanceof PDFRawStream || b instanceof PDFRawStream) {
    if (!(a instanceof PDFRawStream && b instanceof PDFRawStream)) {
      return serialised(a) === serialised(b);
    }
    return (
      a.dict.toString() === b.dict.toString() &&
      Buffer.from(a.contents.buffer, a.contents.byteOffset, a.contents.byteLength).equals(
        Buffer.from(b.contents.buffer, b.contents.byteOffset, b.contents.byteLength),
      )
    );
  }
  return serialised(a) === serialised(b);
}

const name = (dict: PDFDict, key: string) =>
  dict.lookupMaybe(PDFName.of(key), PDFName)?.decodeText();

/** A signature field, or the widget of one (with /FT /Sig itself or on its parent). */
function isSignaturePart(document: PDFDocument, object: PDFObject | undefined): boolean {
  const dict = object instanceof PDFRef ? document.context.lookup(object) : object;
  if (!(dict instanceof PDFDict)) return false;
  if (name(dict, 'FT') === 'Sig') return true;
  const parent = dict.lookupMaybe(PDFName.of('Parent'), PDFDict);
  return name(dict, 'Subtype') === 'Widget' && parent !== undefined && name(parent, 'FT') === 'Sig';
}

/** An array that only grew, and only by signature fields or widgets. */
function growsBySignatures(
  document: PDFDocument,
  before: PDFArray | undefined,
  after: PDFArray | undefined,
): boolean {
  if (!after) return !before;
  const old = (before?.asArray() ?? []).map(serialised);
  const now = after.asArray();
  const remaining = [...old];
  for (const entry of now) {
    const position = remaining.indexOf(serialised(entry));
    if (position >= 0) remaining.splice(position, 1);
    else if (!isSignaturePart(document, entry)) return false;
  }
  return remaining.length === 0;
}

function changedKeys(before: PDFDict, after: PDFDict): string[] {
  const keys = new Set([...before.keys(), ...after.keys()].map((key) => key.decodeText()));
  return [...keys].filter(
    (key) => !sameObject(before.get(PDFName.of(key)), after.get(PDFName.of(key))),
  );
}

const within = (keys: string[], allowed: string[]) => keys.every((key) => allowed.includes(key));

interface Documents {
  before: PDFDocument;
  after: PDFDocument;
  validationData: Set<string>;
}

function acroFormChangeAllowed(docs: Documents, before?: PDFDict, after?: PDFDict): boolean {
  if (!after) return !before;
  const keys = before ? changedKeys(before, after) : [...after.keys()].map((k) => k.decodeText());
  if (!within(keys, ['Fields', 'SigFlags', 'DR', 'DA'])) return false;
  if (!keys.includes('Fields')) return true;
  const oldFields = before?.lookupMaybe(PDFName.of('Fields'), PDFArray);
  const newFields = after.lookupMaybe(PDFName.of('Fields'), PDFArray);
  // An indirect Fields array is judged as an object of its own.
  if (
    after.get(PDFName.of('Fields')) instanceof PDFRef &&
    before?.get(PDFName.of('Fields')) instanceof PDFRef
  ) {
    return true;
  }
  return growsBySignatures(docs.after, oldFields, newFields);
}

function dictChangeAllowed(docs: Documents, ref: PDFRef, before: PDFDict, after: PDFDict): boolean {
  const keys = changedKeys(before, after);
  const { before: old, after: now } = docs;
  if (ref === old.context.trailerInfo.Root || before === old.catalog) {
    if (!within(keys, ['AcroForm', 'DSS', 'Extensions'])) return false;
    const oldForm = before.get(PDFName.of('AcroForm'));
    const newForm = after.get(PDFName.of('AcroForm'));
    if (!keys.includes('AcroForm') || newForm instanceof PDFRef) return true;
    return acroFormChangeAllowed(
      docs,
      oldForm instanceof PDFRef ? old.context.lookupMaybe(oldForm, PDFDict) : (oldForm as PDFDict),
      newForm as PDFDict,
    );
  }
  const catalogForm = old.catalog.get(PDFName.of('AcroForm'));
  if (catalogForm instanceof PDFRef && catalogForm.toString() === ref.toString()) {
    return acroFormChangeAllowed(docs, before, after);
  }
  if (name(before, 'Type') === 'Page') {
    // Only /Annots may change, and only by signature widgets: a page whose /Contents or
    // /Resources differ shows something else than what was signed, even when the streams only
    // save and restore the graphics state.
    return (
      within(keys, ['Annots']) &&
      (after.get(PDFName.of('Annots')) instanceof PDFRef ||
        growsBySignatures(
          now,
          before.lookupMaybe(PDFName.of('Annots'), PDFArray),
          after.lookupMaybe(PDFName.of('Annots'), PDFArray),
        ))
    );
  }
  // Filling a signature field that was empty (a prepared field signed later).
  if (isSignaturePart(old, before) && !before.has(PDFName.of('V'))) {
    return within(keys, ['V', 'AP', 'F', 'MK']);
  }
  const info = old.context.trailerInfo.Info;
  if (info instanceof PDFRef && info.toString() === ref.toString()) {
    return within(keys, ['ModDate', 'Producer']);
  }
  return false;
}

function skipped(object: PDFObject): boolean {
  const dict = object instanceof PDFStream ? object.dict : undefined;
  const type = dict ? name(dict, 'Type') : undefined;
  return type === 'XRef' || type === 'ObjStm';
}

export type LaterChanges = 'none' | 'signaturesOnly' | 'other';

/**
 * What the updates after `end` (the end of a signature's byte range) change. `after` is the
 * whole file parsed; the revision up to `end` is parsed here.
 */
export async function changesAfter(
  bytes: Uint8Array,
  end: number,
  after: PDFDocument,
): Promise<LaterChanges> {
  if (onlyWhiteSpace(bytes.subarray(end))) return 'none';
  let before: PDFDocument;
  try {
    before = await loadPdf(bytes.subarray(0, end));
  } catch {
    return 'other';
  }
  const oldRoot = before.context.trailerInfo.Root;
  const newRoot = after.context.trailerInfo.Root;
  if (String(oldRoot) !== String(newRoot)) return 'other';
  const docs: Documents = { before, after, validationData: validationDataRefs(after) };
  for (const [ref, old] of before.context.enumerateIndirectObjects()) {
    if (skipped(old)) continue;
    const now = after.context.lookup(ref);
    if (now === undefined) return 'other';
    if (sameObject(old, now)) continue;
    if (docs.validationData.has(ref.toString())) continue;
    if (old instanceof PDFDict && now instanceof PDFDict && !(old instanceof PDFStream)) {
      if (dictChangeAllowed(docs, ref, old, now)) continue;
      return 'other';
    }
    if (old instanceof PDFArray && now instanceof PDFArray && growsBySignatures(after, old, now)) {
      continue;
    }
    return 'other';
  }
  return 'signaturesOnly';
}

/** What String.prototype.trim() removes, for bytes read as latin1 (no string of them made). */
const TRIMMED = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0]);

function onlyWhiteSpace(bytes: Uint8Array): boolean {
  return bytes.every((byte) => TRIMMED.has(byte));
}
