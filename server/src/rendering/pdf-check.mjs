// The structural check of an upload, run in a PDF worker before pdfjs opens the file (see
// pdf-worker.mjs). It answers whether the product can afford, show and sign the document:
//
// 1. raw bytes (pdf-scan.mjs): objects counted and nesting measured before any parser spends
//    memory on them; the cross-reference chain checked (truncated or garbage xref, /Prev loops);
// 2. @cantoo/pdf-lib, the parser that signing uses, parses the file, with its object- and
//    xref-stream parsers guarded so that they never inflate more than the limits allow;
// 3. every object (pdf-objects.mjs): nesting, reference loops, streams decoded within bounds
//    (per stream and in total), image pixel counts, active content (refused);
// 4. the page tree as pdf-lib walks it: no loops, bounded depth, at most maxPages pages, each with
//    a MediaBox (and CropBox) between minPageSide and maxPageSide points a side;
// 5. the steps signing takes on the parsed document (pages, boxes, rotation, annotations, form),
//    so that a document that passes can be signed.
//
// Answers { pages } or throws a Refusal (pdf-scan.mjs) with the reason.
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  PDFObjectStreamParser,
  PDFPageLeaf,
  PDFPageTree,
  PDFXRefStreamParser,
} from '@cantoo/pdf-lib';
import { checkObjects, measureStream, numberOf } from './pdf-objects.mjs';
import { Refusal, checkXref, scanSyntax } from './pdf-scan.mjs';

/** What the check of the running job has seen (one job at a time per worker). */
let current;

// The guards: pdf-lib inflates object streams and cross-reference streams while it parses. Each
// is measured first with the bounded decoder; a stream over the limits is recorded as the job's
// refusal and not parsed (pdf-lib treats the thrown error as an invalid object and goes on).
function guard(original, kind) {
  return (stream, ...rest) => {
    if (current) {
      try {
        const { bytes } = measureStream(stream, current.state, current.limits);
        current.state.measured.add(stream);
        if (kind === 'ObjStm') {
          const count = numberOf(stream.dict, PDFName.of('N')) ?? 0;
          current.state.objects += Math.max(0, count);
          if (current.state.objects > current.limits.maxObjects) {
            throw new Refusal('too_complex', `more than ${current.limits.maxObjects} objects`, {
              limit: 'objects',
            });
          }
          if (bytes)
            scanSyntax(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), current.limits);
        }
      } catch (error) {
        current.refusal ??= error;
        throw error;
      }
    }
    return original(stream, ...rest);
  };
}
PDFObjectStreamParser.forStream = guard(PDFObjectStreamParser.forStream, 'ObjStm');

// pdf-lib copies every stream's bytes out of the file as it parses (ByteStream#slice). The check
// only reads them, so in this worker a stream is a view into the file instead: a 50 MB attachment
// is not held twice (upload memory). ByteStream is not exported; its prototype is
// reached through a parser.
const byteStream = Object.getPrototypeOf(
  PDFObjectParser.forBytes(new Uint8Array(0), PDFContext.create()).bytes,
);
byteStream.slice = function slice(start, end) {
  return this.bytes.subarray(start, end);
};
PDFXRefStreamParser.forStream = guard(PDFXRefStreamParser.forStream, 'XRef');

const MAX_TREE_DEPTH = 64;

/** Checks `bytes` (a Buffer) against `limits`; answers { pages } or throws a Refusal. */
export async function checkStructure(bytes, limits) {
  const scanned = scanSyntax(bytes, limits);
  checkXref(bytes, limits);
  const state = {
    decoded: 0,
    objects: scanned.objects,
    measured: new WeakSet(),
    attachments: new Set(),
  };
  const job = { state, limits, refusal: undefined };
  current = job;
  let document;
  try {
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      parseSpeed: Infinity,
    });
  } catch (error) {
    document = undefined;
    job.refusal ??= new Refusal('broken', `unreadable: ${error?.message ?? error}`);
  }
  current = undefined;
  // A guard's refusal wins even when pdf-lib went on after it.
  if (job.refusal) throw job.refusal;
  const { context } = document;
  if (context.trailerInfo.Encrypt) throw new Refusal('encrypted', 'the document is encrypted');
  await checkObjects(context, state, limits);
  const leaves = checkPageTree(document, limits);
  leaves.forEach((leaf, index) => checkPage(leaf, index + 1, limits));
  trySigningSteps(document, leaves.length);
  return { pages: leaves.length };
}

/** The pages as pdf-lib finds them (Kids in order, by /Type), refusing loops and excess. */
function checkPageTree(document, limits) {
  const { context } = document;
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict)) throw new Refusal('broken', 'no document catalog');
  const root = catalog.lookup(PDFName.of('Pages'));
  if (!(root instanceof PDFPageTree)) throw new Refusal('broken', 'no page tree');
  const leaves = [];
  const trees = new Set();
  const stack = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop();
    if (node instanceof PDFPageLeaf) {
      leaves.push(node);
      if (leaves.length > limits.maxPages) {
        throw new Refusal('too_many_pages', `more than ${limits.maxPages} pages`, {
          max: limits.maxPages,
        });
      }
      continue;
    }
    if (!(node instanceof PDFPageTree)) {
      throw new Refusal('broken', 'the page tree holds something that is not a page');
    }
    if (trees.has(node)) throw new Refusal('reference_loop', 'the page tree refers back to itself');
    trees.add(node);
    if (depth > MAX_TREE_DEPTH) {
      throw new Refusal('too_complex', `a page tree deeper than ${MAX_TREE_DEPTH} levels`, {
        limit: 'depth',
      });
    }
    const kids = node.lookup(PDFName.of('Kids'));
    if (!(kids instanceof PDFArray)) throw new Refusal('broken', 'a page tree node without kids');
    for (let index = kids.size() - 1; index >= 0; index--) {
      stack.push([context.lookup(kids.get(index)), depth + 1]);
    }
  }
  if (leaves.length === 0) throw new Refusal('no_pages', 'the document has no pages');
  return leaves;
}

/** A page's /Parent chain (inherited boxes come from it) and its boxes. */
function checkPage(leaf, pageNumber, limits) {
  const chain = [];
  for (let node = leaf; node; node = node.lookupMaybe(PDFName.of('Parent'), PDFDict)) {
    if (chain.includes(node)) {
      throw new Refusal('reference_loop', `the parents of page ${pageNumber} go round`, {
        page: pageNumber,
      });
    }
    if (chain.length > MAX_TREE_DEPTH) {
      throw new Refusal('too_complex', `page ${pageNumber} has too many parents`, {
        limit: 'depth',
      });
    }
    chain.push(node);
  }
  const inherited = (key) =>
    chain.map((node) => node.get(PDFName.of(key))).find((v) => v !== undefined);
  const unit = numberOf(leaf, PDFName.of('UserUnit')) ?? 1;
  const mediaBox = boxOf(leaf.context.lookup(inherited('MediaBox')));
  const cropEntry = inherited('CropBox');
  const boxes =
    cropEntry === undefined ? [mediaBox] : [mediaBox, boxOf(leaf.context.lookup(cropEntry))];
  for (const box of boxes) {
    if (!box || box.width < limits.minPageSide || box.height < limits.minPageSide) {
      throw new Refusal('empty_page', `page ${pageNumber} has no size`, { page: pageNumber });
    }
    if (box.width * unit > limits.maxPageSide || box.height * unit > limits.maxPageSide) {
      throw new Refusal(
        'page_too_large',
        `page ${pageNumber} is ${box.width} x ${box.height} points`,
        {
          page: pageNumber,
        },
      );
    }
  }
}

/** Width and height of a rectangle array, or undefined when it is not four finite numbers. */
function boxOf(value) {
  if (!(value instanceof PDFArray) || value.size() !== 4) return undefined;
  const numbers = value.asArray().map((entry) => value.context.lookup(entry));
  if (!numbers.every((n) => n instanceof PDFNumber && Number.isFinite(n.asNumber())))
    return undefined;
  const [x1, y1, x2, y2] = numbers.map((n) => n.asNumber());
  return { width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
}

/**
 * What signing does with the parsed document (server/src/pades/pdf-sign.ts): the pages, each
 * page's crop box, rotation and annotations, the form. Loops and excess are refused before, so
 * these calls end; whatever they throw would make every signature fail later.
 */
function trySigningSteps(document, pageCount) {
  try {
    const pages = document.getPages();
    if (pages.length !== pageCount) throw new Error('pdf-lib counts the pages differently');
    for (const page of pages) {
      page.getCropBox();
      page.getRotation();
      page.node.normalizedEntries();
    }
    document.catalog.getOrCreateAcroForm();
  } catch (error) {
    throw new Refusal('broken', `cannot be signed: ${error?.message ?? error}`);
  }
}
