// Worker thread of the PDF pool (see worker-pool.ts): the inspection of uploads (the structural
// check of pdf-check.mjs, then pdfjs for page sizes) and page rendering. Plain JavaScript so that
// it runs the same under tsx, vitest and node without a TypeScript loader in the thread. One job
// at a time; every job loads its document afresh and destroys it, so a worker holds no document
// between jobs. The pool caps the thread's heap and time and kills it when it overruns.
//
// pdfjs-dist carries its own copy of @napi-rs/canvas (0.1.x) and polyfills Path2D, DOMMatrix and
// ImageData from it; paths from that copy are refused by a 1.x canvas ("not a valid enum value of
// type CanvasFillRule"). So the globals are set from our @napi-rs/canvas before pdfjs loads, and
// pdfjs gets a CanvasFactory that makes its scratch canvases with the same copy.
import * as napi from '@napi-rs/canvas';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { checkStructure } from './pdf-check.mjs';
import { encodePng } from './png-encode.mjs';
import { Refusal } from './pdf-scan.mjs';

globalThis.DOMMatrix = napi.DOMMatrix;
globalThis.ImageData = napi.ImageData;
globalThis.Path2D = napi.Path2D;
const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = path.join(pdfjsRoot, 'standard_fonts') + path.sep;
const cMapUrl = path.join(pdfjsRoot, 'cmaps') + path.sep;

class CanvasFactory {
  create(width, height) {
    const canvas = napi.createCanvas(Math.max(1, width), Math.max(1, height));
    return { canvas, context: canvas.getContext('2d') };
  }
  reset(pair, width, height) {
    pair.canvas.width = width;
    pair.canvas.height = height;
  }
  destroy(pair) {
    pair.canvas.width = 0;
    pair.canvas.height = 0;
    pair.canvas = null;
    pair.context = null;
  }
}

function open(bytes) {
  return getDocument({
    data: bytes,
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    CanvasFactory,
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
}

/**
 * Page count and page sizes (points, rotation applied), or the reason the PDF is refused: the
 * structural check first (limits, loops, boxes, active content, what signing needs), then pdfjs,
 * which must see the same pages as the check (and pdf-lib when signing).
 */
async function inspect(bytes, limits) {
  let checked;
  try {
    checked = await checkStructure(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
      limits,
    );
  } catch (error) {
    if (error instanceof Refusal) {
      return { refused: error.reason, detail: error.message, facts: error.facts };
    }
    if (error instanceof RangeError) {
      return { refused: 'too_complex', detail: error.message, facts: { limit: 'depth' } };
    }
    return { refused: 'broken', detail: String(error?.message ?? error) };
  }
  let pdf;
  try {
    pdf = await open(bytes);
  } catch (error) {
    if (error?.name === 'PasswordException') return { refused: 'encrypted' };
    return { refused: 'broken', detail: String(error?.message ?? error) };
  }
  try {
    const { info } = await pdf.getMetadata();
    // Owner-password encryption opens without a password, but a signature added as an incremental
    // update would have to be encrypted with the document's key: refuse it as well.
    if (info?.EncryptFilterName) return { refused: 'encrypted' };
    if (pdf.numPages < 1) return { refused: 'no_pages' };
    if (pdf.numPages !== checked.pages) {
      // The page tree's /Count (pdfjs) and its kids (pdf-lib, signing) disagree.
      return {
        refused: 'broken',
        detail: `the page tree says ${pdf.numPages} pages but holds ${checked.pages}`,
      };
    }
    const pageSizes = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      pageSizes.push({ width: round2(width), height: round2(height) });
      page.cleanup();
    }
    if (pageSizes.some((size) => !(size.width > 0 && size.height > 0))) {
      return { refused: 'empty_page', detail: 'a page has no size' };
    }
    return { pages: pdf.numPages, pageSizes };
  } catch (error) {
    return { refused: 'broken', detail: String(error?.message ?? error) };
  } finally {
    await pdf.destroy();
  }
}

async function render({ bytes, pageNumber, zoom, maxPixels, format }) {
  const pdf = await open(bytes);
  try {
    const page = await pdf.getPage(pageNumber);
    let viewport = page.getViewport({ scale: zoom });
    const pixels = viewport.width * viewport.height;
    // Scaled down to the limit, sizes round down so that the image stays under it.
    const limited = pixels > maxPixels;
    if (limited) viewport = page.getViewport({ scale: zoom * Math.sqrt(maxPixels / pixels) });
    const toPixels = limited ? Math.floor : Math.round;
    const width = Math.max(1, toPixels(viewport.width));
    const height = Math.max(1, toPixels(viewport.height));
    const canvas = napi.createCanvas(width, height);
    const context = canvas.getContext('2d');
    // PDF pages are white paper; a transparent PNG would show the viewer's background instead.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    const started = performance.now();
    await page.render({ canvasContext: context, canvas, viewport }).promise;
    const rendered = performance.now();
    // Lossless WebP (quality 100) is several times smaller than PNG for text pages.
    // PNG by our encoder (png-encode.mjs): about half the size of the canvas library's PNG.
    const encodedImage =
      format === 'webp'
        ? await canvas.encode('webp', 100)
        : encodePng(canvas.data(), width, height);
    // A copy with its own ArrayBuffer, so it can be transferred to the main thread.
    const image = new Uint8Array(encodedImage);
    const encoded = performance.now();
    // The pixels (4 bytes each, ~3.5 MB for A4 at 96 dpi) live outside the heap, where V8 does not
    // count them: a zero-sized canvas frees them now instead of at some later collection.
    canvas.width = 0;
    canvas.height = 0;
    page.cleanup();
    return {
      image,
      width,
      height,
      renderMs: rendered - started,
      encodeMs: encoded - rendered,
    };
  } finally {
    await pdf.destroy();
  }
}

/**
 * A file's bytes as a Uint8Array that is its own ArrayBuffer: pdfjs takes such an array over
 * (transferred to its loop-back worker) where it would copy a view into a larger buffer.
 */
async function readWhole(file) {
  const buffer = await readFile(file);
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) {
    return new Uint8Array(buffer.buffer);
  }
  return new Uint8Array(buffer);
}

/** From this size of a job's PDF on, its memory is collected before the job is answered. */
const COLLECT_AFTER_BYTES = 8 * 1024 * 1024;
let collect;

/**
 * A full garbage collection of this thread. A large PDF (the file read here, pdfjs's and the
 * check's copies of its streams) is garbage once the job is done, but V8 counts those bytes
 * outside its heap and may keep them for a long while: measured on the public verification of a
 * 50 MB PDF, the worker's 50 MB were still resident while the main thread read the same file,
 * and the request cost up to 1.7× the file instead of 1.1×. `gc` is reached through a fresh
 * context because the process does not run with --expose-gc.
 */
function collectGarbage() {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc');
  }
  collect();
}

function round2(value) {
  return Math.round(value * 100) / 100;
}

/** Runs a job; answers its result and the size of its PDF (whose bytes are garbage after). */
async function run(job) {
  const bytes = job.file
    ? await readWhole(job.file)
    : job.shared
      ? // pdfjs takes its data over (transfers it), which a shared buffer cannot be: the one
        // private copy, for as long as this job runs.
        new Uint8Array(job.shared).slice()
      : new Uint8Array(job.bytes);
  const size = bytes.byteLength;
  const result =
    job.kind === 'inspect' ? await inspect(bytes, job.limits) : await render({ ...job, bytes });
  return { result, size };
}

parentPort.on('message', async ({ id, job }) => {
  let answer;
  let transfer = [];
  let size = 0;
  try {
    const done = await run(job);
    size = done.size;
    answer = { id, ok: true, result: done.result };
    if (done.result.image) transfer = [done.result.image.buffer];
  } catch (error) {
    answer = {
      id,
      ok: false,
      error: { name: error?.name ?? 'Error', message: String(error?.message ?? error) },
    };
  }
  // Before answering: the caller may go on with the same file at once (the public verification
  // reads it next), and must not find this thread's copy still resident.
  if (size >= COLLECT_AFTER_BYTES) collectGarbage();
  parentPort.postMessage(answer, transfer);
});
