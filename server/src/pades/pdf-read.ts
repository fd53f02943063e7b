// Reading what a PDF already carries: its signatures (field, /ByteRange, the CMS of /Contents
// without its padding, /M, /Name, /Reason, /Location, /ContactInfo), their count, the form's
// field tree, and the facts signing an existing file depends on: whether a certification
// forbids any change (DocMDP P=1) and which cross-reference form its last section uses. Used by
// ./pdf-sign.ts before it appends a signature, and by tests and reports that check signed files.
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFString,
} from '@cantoo/pdf-lib';
import { readElement } from './der.ts';

/** Does the last cross-reference section of the file use a stream (PDF 1.5 xref stream)? */
export function endsWithXrefStream(bytes: Uint8Array, startXref: number | undefined): boolean {
  if (startXref === undefined || startXref <= 0 || startXref >= bytes.length) return false;
  const head = Buffer.from(bytes.subarray(startXref, startXref + 4)).toString('latin1');
  return head !== 'xref';
}

export function lastStartXref(bytes: Uint8Array): number | undefined {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  return match ? Number(match[1]) : undefined;
}

/** A certification signature (/Perms /DocMDP) whose permissions forbid any change (P=1). */
export function certifiedWithoutChanges(document: PDFDocument): boolean {
  const perms = document.catalog.lookupMaybe(PDFName.of('Perms'), PDFDict);
  const signature = perms?.lookupMaybe(PDFName.of('DocMDP'), PDFDict);
  const references = signature?.lookupMaybe(PDFName.of('Reference'), PDFArray);
  if (!references) return false;
  for (let index = 0; index < references.size(); index++) {
    const parameters = references
      .lookupMaybe(index, PDFDict)
      ?.lookupMaybe(PDFName.of('TransformParams'), PDFDict);
    const permission = parameters?.lookupMaybe(PDFName.of('P'), PDFNumber)?.asNumber() ?? 2;
    if (permission === 1) return true;
  }
  return false;
}

export interface FieldNode {
  dict: PDFDict;
  name?: string;
  type?: string;
}

/** Every terminal field of the AcroForm, with its inherited type and its partial name. */
export function fieldTree(document: PDFDocument): FieldNode[] {
  const acroForm = document.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const fields = acroForm?.lookupMaybe(PDFName.of('Fields'), PDFArray);
  const result: FieldNode[] = [];
  const seen = new Set<PDFDict>();
  const visit = (array: PDFArray, inheritedType?: string, depth = 0) => {
    if (depth > 32) return;
    for (let index = 0; index < array.size(); index++) {
      const dict = array.lookupMaybe(index, PDFDict);
      if (!dict || seen.has(dict)) continue;
      seen.add(dict);
      const typeName = dict.lookupMaybe(PDFName.of('FT'), PDFName);
      const type = typeName ? typeName.decodeText() : inheritedType;
      const title = dict.lookup(PDFName.of('T'));
      const name =
        title instanceof PDFString || title instanceof PDFHexString
          ? title.decodeText()
          : undefined;
      const kids = dict.lookupMaybe(PDFName.of('Kids'), PDFArray);
      if (kids && kids.size() > 0 && kids.lookupMaybe(0, PDFDict)?.has(PDFName.of('T'))) {
        visit(kids, type, depth + 1);
      } else {
        result.push({ dict, name, type });
      }
    }
  };
  if (fields) visit(fields);
  return result;
}

export interface PdfSignatureInfo {
  fieldName?: string;
  subFilter?: string;
  /** 'timestamp' for a document timestamp (/Type /DocTimeStamp). */
  kind: 'signature' | 'timestamp';
  byteRange: number[];
  /** The CMS from /Contents, without the zero padding. */
  cms: Buffer;
  /** /M */
  signingTime?: Date;
  name?: string;
  reason?: string;
  location?: string;
  contactInfo?: string;
}

function decodeText(dict: PDFDict, key: string): string | undefined {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFString || value instanceof PDFHexString
    ? value.decodeText()
    : undefined;
}

/** The signatures of a PDF, in the order of the form's fields. */
export async function readPdfSignatures(pdf: Uint8Array): Promise<PdfSignatureInfo[]> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false, ignoreEncryption: true });
  return signaturesOf(document);
}

/** The signatures of a PDF already parsed (a reader that parses it once, e.g. verification). */
export function signaturesOf(document: PDFDocument): PdfSignatureInfo[] {
  const result: PdfSignatureInfo[] = [];
  for (const field of fieldTree(document)) {
    if (field.type !== 'Sig') continue;
    const value = field.dict.lookupMaybe(PDFName.of('V'), PDFDict);
    const byteRange = value?.lookupMaybe(PDFName.of('ByteRange'), PDFArray);
    const contents = value?.lookup(PDFName.of('Contents'));
    if (
      !value ||
      !byteRange ||
      !(contents instanceof PDFHexString || contents instanceof PDFString)
    ) {
      continue;
    }
    const bytes = Buffer.from(contents.asBytes());
    let cms: Buffer;
    try {
      cms = Buffer.from(readElement(bytes).raw);
    } catch {
      cms = bytes;
    }
    const type = value.lookupMaybe(PDFName.of('Type'), PDFName)?.decodeText();
    let signingTime: Date | undefined;
    try {
      signingTime = value.lookupMaybe(PDFName.of('M'), PDFString)?.decodeDate();
    } catch {
      signingTime = undefined;
    }
    result.push({
      fieldName: field.name,
      subFilter: value.lookupMaybe(PDFName.of('SubFilter'), PDFName)?.decodeText(),
      kind: type === 'DocTimeStamp' ? 'timestamp' : 'signature',
      byteRange: byteRange
        .asArray()
        .map((entry) => (entry instanceof PDFNumber ? entry.asNumber() : Number.NaN)),
      cms,
      signingTime,
      name: decodeText(value, 'Name'),
      reason: decodeText(value, 'Reason'),
      location: decodeText(value, 'Location'),
      contactInfo: decodeText(value, 'ContactInfo'),
    });
  }
  return result;
}

/** How many signatures (not document timestamps) the PDF carries. */
export async function pdfSignatureCount(pdf: Uint8Array): Promise<number> {
  return (await readPdfSignatures(pdf)).filter((entry) => entry.kind === 'signature').length;
}
