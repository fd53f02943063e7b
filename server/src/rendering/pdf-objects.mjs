// The object pass of the structural check (pdf-check.mjs), over the objects @cantoo/pdf-lib
// parsed: nesting depth of direct objects, reference chains that go round, every stream decoded
// with bounds (per stream and in total), image sizes, and active content.
//
// Active content is REFUSED, not flagged: a signer must see exactly what they sign, and a
// document that runs JavaScript (forms that change what is shown, actions on open), launches a
// program or carries an executable would show or do something other than the page the signer
// saw. So JavaScript actions (/S /JavaScript, a /JS entry, a /JavaScript name tree), Launch
// actions, and file attachments that are programs (by name, media type or first bytes) make the
// upload fail with 422. Other attachments (e.g. the XML of an e-invoice) stay allowed.
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';
import { DecodeLimitError, decodeBounded, inflateCounting, inflatedLength } from './pdf-decode.mjs';
import { Refusal } from './pdf-scan.mjs';

const name = (value) => PDFName.of(value);
const N = {
  S: name('S'),
  JS: name('JS'),
  JavaScript: name('JavaScript'),
  Launch: name('Launch'),
  EF: name('EF'),
  Type: name('Type'),
  Subtype: name('Subtype'),
  Filter: name('Filter'),
  DecodeParms: name('DecodeParms'),
  EarlyChange: name('EarlyChange'),
  Width: name('Width'),
  Height: name('Height'),
  Image: name('Image'),
  Form: name('Form'),
  EmbeddedFile: name('EmbeddedFile'),
};
const FILE_NAME_KEYS = ['F', 'UF', 'DOS', 'Unix', 'Mac'].map(name);

const EXECUTABLE_EXTENSIONS = new Set(
  (
    'exe com bat cmd scr pif msi msp msix appx dll sys cpl ocx jar js jse vbs vbe wsf wsh ps1 psm1 ' +
    'hta lnk reg inf sh bash zsh csh command app apk ipa dmg pkg deb rpm run bin elf so dylib py pl'
  ).split(' '),
);
const EXECUTABLE_TYPES =
  /^application\/(x-msdownload|x-dosexec|x-executable|x-elf|x-mach-binary|x-msdos-program|vnd\.microsoft\.portable-executable|x-ms-installer|x-msi|java-archive|x-java-archive|x-sh|x-shellscript|x-bat|hta|javascript|x-javascript|x-apple-diskimage)$/i;
const EXECUTABLE_MAGIC = [
  [0x4d, 0x5a], // MZ: DOS/Windows
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O (and fat binaries)
  [0x23, 0x21], // #! script
];

/** A number entry, or undefined when it is absent or not a number (pdf-lib's lookupMaybe throws). */
export function numberOf(dict, key) {
  const value = dict.lookup(key);
  return value instanceof PDFNumber ? value.asNumber() : undefined;
}

const text = (value) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

/** Entries of a PDFName-or-array entry (e.g. /Filter), as plain names. */
function names(dict, key) {
  const value = dict.lookup(key);
  const list =
    value instanceof PDFArray ? value.asArray().map((v) => dict.context.lookup(v)) : [value];
  return list.filter((v) => v instanceof PDFName).map((v) => v.decodeText());
}

function earlyChanges(dict) {
  const params = dict.lookup(N.DecodeParms);
  const list =
    params instanceof PDFArray ? params.asArray().map((v) => dict.context.lookup(v)) : [params];
  return list.map((p) => (p instanceof PDFDict ? (numberOf(p, N.EarlyChange) ?? 1) : 1));
}

const bomb = (limit, detail) => new Refusal('decompression_bomb', detail, { limit });

/**
 * Decodes `stream` within the limits and adds what it produced to `state.decoded`; answers the
 * decoded bytes (undefined for images and undecodable data) and, for a Flate stage that broke
 * part way, its input (`corruptFlate`, to be counted by countCorrupt). Refuses a bomb.
 */
export function measureStream(stream, state, limits) {
  const { dict } = stream;
  let decoded;
  try {
    decoded = decodeBounded(
      stream.contents,
      names(dict, N.Filter),
      limits.maxStreamBytes,
      earlyChanges(dict),
    );
  } catch (error) {
    if (error instanceof DecodeLimitError) {
      throw bomb('stream', `a stream decodes to more than ${limits.maxStreamBytes} bytes`);
    }
    throw error;
  }
  addDecoded(state, limits, decoded.produced);
  return decoded;
}

function addDecoded(state, limits, bytes) {
  state.decoded += bytes;
  if (state.decoded > limits.maxDecodedBytes) {
    throw bomb('total', `the streams decode to more than ${limits.maxDecodedBytes} bytes`);
  }
}

/** Counts what a broken Flate stage yields before it breaks (a renderer keeps that much). */
async function countCorrupt(input, state, limits) {
  try {
    addDecoded(state, limits, await inflatedLength(input, limits.maxStreamBytes));
  } catch (error) {
    if (error instanceof DecodeLimitError) {
      throw bomb('stream', `a stream decodes to more than ${limits.maxStreamBytes} bytes`);
    }
    throw error;
  }
}

/** Attachments larger than this are inflated chunk by chunk, only their first bytes kept. */
const LARGE_ATTACHMENT = 1024 * 1024;
/** What checkAttachment reads of an attachment (its magic bytes). */
const ATTACHMENT_HEAD = 16;

/**
 * An attachment's first bytes, measured within the limits like measureStream. A large Flate
 * attachment (a data file beside the document) is inflated in chunks that are not kept, so the
 * check never holds its decoded bytes; anything else goes through measureStream.
 */
async function measureAttachment(stream, state, limits) {
  const filters = names(stream.dict, N.Filter);
  const flate = filters.length === 1 && (filters[0] === 'FlateDecode' || filters[0] === 'Fl');
  if (!flate || stream.contents.length <= LARGE_ATTACHMENT) {
    const { bytes, corruptFlate } = measureStream(stream, state, limits);
    if (corruptFlate) await countCorrupt(corruptFlate, state, limits);
    return bytes;
  }
  try {
    const { length, head } = await inflateCounting(
      stream.contents,
      limits.maxStreamBytes,
      ATTACHMENT_HEAD,
    );
    addDecoded(state, limits, length);
    return head;
  } catch (error) {
    if (error instanceof DecodeLimitError) {
      throw bomb('stream', `a stream decodes to more than ${limits.maxStreamBytes} bytes`);
    }
    throw error;
  }
}

/** Refuses an image whose pixel count a renderer could not afford. */
function checkImageSize(width, height, limits) {
  if (!(width > 0 && height > 0)) return;
  if (width * height > limits.maxImagePixels) {
    throw new Refusal('decompression_bomb', `an image of ${width} x ${height} pixels`, {
      limit: 'image',
    });
  }
}

/** Inline images (BI … ID) of a content stream: their /W and /H. */
function checkInlineImages(bytes, limits) {
  const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  const inline = /(?:^|\s)BI\s([\s\S]{0,4096}?)\sID\s/g;
  for (let match = inline.exec(content); match; match = inline.exec(content)) {
    const width = /\/W(?:idth)?\s+(\d+)/.exec(match[1]);
    const height = /\/H(?:eight)?\s+(\d+)/.exec(match[1]);
    if (width && height) checkImageSize(Number(width[1]), Number(height[1]), limits);
  }
}

function isExecutableName(fileName) {
  const extension = /\.([A-Za-z0-9]+)\s*$/.exec(fileName ?? '')?.[1]?.toLowerCase();
  return extension !== undefined && EXECUTABLE_EXTENSIONS.has(extension);
}

function isExecutableBytes(bytes) {
  return EXECUTABLE_MAGIC.some((magic) => magic.every((byte, index) => bytes?.[index] === byte));
}

/** Active content in one dictionary (JavaScript, Launch, an attachment that is a program). */
function checkActiveContent(dict, state) {
  const action = dict.get(N.S);
  if (action === N.JavaScript || dict.has(N.JS) || dict.has(N.JavaScript)) {
    throw new Refusal('javascript', 'the document contains JavaScript');
  }
  if (action === N.Launch) throw new Refusal('launch_action', 'the document launches a program');
  const embedded = dict.lookup(N.EF);
  if (embedded instanceof PDFDict) {
    for (const key of FILE_NAME_KEYS) {
      const fileName = text(dict.lookup(key));
      if (isExecutableName(fileName)) {
        throw new Refusal('executable_attachment', `the attachment ${fileName} is a program`, {
          fileName,
        });
      }
    }
    for (const [, ref] of embedded.entries()) state.attachments.add(dict.context.lookup(ref));
  }
}

function checkAttachment(stream, bytes) {
  const type = stream.dict.lookup(N.Subtype);
  const mediaType = type instanceof PDFName ? type.decodeText() : '';
  if (EXECUTABLE_TYPES.test(mediaType) || isExecutableBytes(bytes)) {
    throw new Refusal('executable_attachment', 'an attachment is a program');
  }
}

/** Every object: depth of direct nesting, reference chains, streams, active content. */
export async function checkObjects(context, state, limits) {
  const objects = context.enumerateIndirectObjects();
  const streams = [];
  for (const [ref, object] of objects) {
    if (object instanceof PDFRef) checkReferenceChain(context, ref);
    // Direct nesting, iteratively (an explicit stack, so no recursion to overflow).
    const stack = [[object, 1]];
    while (stack.length > 0) {
      const [value, depth] = stack.pop();
      if (depth > limits.maxDepth) {
        throw new Refusal('too_complex', `nested more than ${limits.maxDepth} levels deep`, {
          limit: 'depth',
        });
      }
      if (value instanceof PDFRawStream) {
        streams.push(value);
        stack.push([value.dict, depth]);
      } else if (value instanceof PDFDict) {
        checkActiveContent(value, state);
        for (const [, child] of value.entries()) stack.push([child, depth + 1]);
      } else if (value instanceof PDFArray) {
        for (const child of value.asArray()) stack.push([child, depth + 1]);
      }
    }
  }
  for (const stream of streams) {
    if (state.measured.has(stream)) continue;
    const { dict } = stream;
    const subtype = dict.lookup(N.Subtype);
    if (subtype === N.Image) {
      checkImageSize(numberOf(dict, N.Width), numberOf(dict, N.Height), limits);
    }
    const type = dict.lookup(N.Type);
    if (type === N.EmbeddedFile || state.attachments.has(stream)) {
      checkAttachment(stream, await measureAttachment(stream, state, limits));
      continue;
    }
    const { bytes, corruptFlate } = measureStream(stream, state, limits);
    if (corruptFlate) await countCorrupt(corruptFlate, state, limits);
    if (bytes && ((subtype === undefined && type === undefined) || subtype === N.Form)) {
      // Page contents and form XObjects: the inline images they draw.
      checkInlineImages(bytes, limits);
    }
  }
}

/** An object that is a reference to another: follow the chain until it ends, or refuse a loop. */
function checkReferenceChain(context, start) {
  const seen = new Set([start]);
  for (let value = context.lookup(start); value instanceof PDFRef; value = context.lookup(value)) {
    if (seen.has(value))
      throw new Refusal(
        'reference_loop',
        `object ${start.objectNumber} refers to itself through a chain of references`,
      );
    seen.add(value);
  }
}
