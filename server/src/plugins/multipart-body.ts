// The one multipart reader of every upload (document, verification, visual signature image, seal
// image): @fastify/multipart (busboy) splits the body, this reads the parts into the body the
// contract validates (fields as text, a file part as a Buffer, or as the caller's spooled file)
// and turns every way a body can be broken into a 400 or 413 Problem with a pointer, never a
// 500: no or no usable boundary (/header/content-type), a body cut short or never closed, a broken
// part header, too many parts (/body), a file part over the limit (/body/<field>: a body whose
// Content-Length is over BODY_LIMIT_BYTES is refused before, by request-body.ts).
//
// busboy reports a broken body with plain errors whose wording differs by where it broke ("Part
// terminated early…", "Unexpected end of form", "Malformed part header"), and forgives a body
// that ends without its closing boundary once the last part is whole. So nothing here is judged
// by the message: whatever fails while the parts are read is the body's fault, unless it is the
// spool's own file system error; and a body is complete only once its close delimiter
// (CRLF--boundary--) has gone past.
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type {
  FastifyInstance,
  FastifyRequest,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import { DomainError } from '../domain-errors.ts';
import { isMultipart } from '../multipart-parts.ts';
import { bodyTooLarge, HttpProblem } from '../problem.ts';

export interface MultipartBodyOptions {
  /** BODY_LIMIT_BYTES: the largest body, and so the largest file part. */
  limitBytes: number;
  /**
   * Reads a file part somewhere else than into memory (the document upload spools it to disk):
   * answers what the body holds for it, or undefined to have it read as a Buffer.
   */
  readFilePart?: (request: FastifyRequest, part: MultipartFile) => Promise<unknown> | undefined;
}

/** An upload takes one file and a few short fields (a title, a document id). */
const MAX_FILES = 1;
const MAX_FIELDS = 20;
const MAX_PARTS = MAX_FILES + MAX_FIELDS;
const MAX_FIELD_BYTES = 64 * 1024;

const malformed = (detail: string, pointer = '/body', code = 'multipart') =>
  new HttpProblem(
    400,
    'malformed_multipart',
    'Bad request',
    `${detail} Send one file part with its fields.`,
    [{ pointer, detail, code }],
  );

/** The plugin's own refusals, by code. */
function knownRefusal(error: { code?: string }, limitBytes: number, field: string) {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return bodyTooLarge(limitBytes, `/body/${field}`);
    case 'FST_FILES_LIMIT':
      return malformed(`The body has more than ${MAX_FILES} file part.`);
    case 'FST_FIELDS_LIMIT':
      return malformed(`The body has more than ${MAX_FIELDS} fields.`);
    case 'FST_PARTS_LIMIT':
      return malformed(`The body has more than ${MAX_PARTS} parts.`);
    case 'FST_PROTO_VIOLATION':
      return malformed('A part is named after a property every object has.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return malformed('A field declared as JSON is not JSON.');
    default:
      return undefined;
  }
}

/** The boundary of a multipart Content-Type (quoted or not), as busboy reads it. */
export function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  // RFC 2046: 1 to 70 characters.
  return boundary && boundary.length <= 70 ? boundary : undefined;
}

/**
 * Watches the raw body for the close delimiter (CRLF--boundary--, or --boundary-- at the very
 * start of an empty form). A boundary never occurs inside a part (that is what makes it one), so
 * seeing it means the body was closed; busboy alone accepts a body that stops after a whole part.
 */
function watchCloseDelimiter(request: FastifyRequest, boundary: string) {
  const delimiter = Buffer.from(`\r\n--${boundary}--`, 'latin1');
  const keep = delimiter.length - 1;
  // The last bytes seen, so a delimiter split between two chunks is found too; the body starts
  // as if after a line break (an empty form is only its close delimiter).
  let tail = Buffer.from('\r\n', 'latin1');
  let closed = false;
  const onData = (chunk: Buffer) => {
    const seam = Buffer.concat([tail, chunk.subarray(0, keep)]);
    if (seam.includes(delimiter) || chunk.includes(delimiter)) {
      closed = true;
      request.raw.off('data', onData);
      return;
    }
    // A copy of the few last bytes: the chunk itself is not kept.
    tail =
      chunk.length >= keep
        ? Buffer.from(chunk.subarray(chunk.length - keep))
        : Buffer.from(Buffer.concat([tail, chunk]).subarray(-keep));
  };
  request.raw.on('data', onData);
  return {
    closed: () => closed,
    stop: () => request.raw.off('data', onData),
  };
}

async function readBody(request: FastifyRequest, options: MultipartBodyOptions) {
  const contentType = request.headers['content-type'] ?? '';
  const boundary = boundaryOf(contentType);
  if (!boundary) {
    throw malformed(
      'The Content-Type names no multipart boundary (boundary=…, 1 to 70 characters).',
      '/header/content-type',
      'boundary',
    );
  }
  const watch = watchCloseDelimiter(request, boundary);
  const body: Record<string, unknown> = {};
  const add = (name: string, value: unknown) => {
    const earlier = body[name];
    if (earlier === undefined) body[name] = value;
    else body[name] = Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  };
  let field = 'file';
  try {
    for await (const part of request.parts() as AsyncIterable<MultipartFile | MultipartValue>) {
      field = part.fieldname;
      if (part.type === 'file') {
        add(part.fieldname, await (options.readFilePart?.(request, part) ?? part.toBuffer()));
        (request.multipartFiles ??= {})[part.fieldname] = {
          filename: part.filename,
          mimetype: part.mimetype,
        };
      } else {
        if (part.valueTruncated) {
          throw malformed(
            `The field \`${part.fieldname}\` is longer than ${MAX_FIELD_BYTES} bytes.`,
            `/body/${part.fieldname}`,
            'maxLength',
          );
        }
        add(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpProblem || error instanceof DomainError) throw error;
    const refusal = knownRefusal(error as { code?: string }, options.limitBytes, field);
    if (refusal) throw refusal;
    // The spool's own failure (a full disk, a missing folder) is the server's, not the body's.
    if ((error as NodeJS.ErrnoException).syscall) throw error;
    throw malformed(`The multipart body cannot be read (${(error as Error).message}).`);
  } finally {
    watch.stop();
  }
  if (!watch.closed()) throw malformed('The multipart body ends before its closing boundary.');
  return body;
}

/** Whether the contract lists multipart/form-data as a request body of the route. */
const acceptsMultipart = (route: RouteOptions) =>
  Boolean(
    (route.schema?.body as { content?: Record<string, unknown> } | undefined)?.content?.[
      'multipart/form-data'
    ],
  );

/** Registers @fastify/multipart and reads every multipart body before it is validated. */
export async function registerMultipartBodies(
  app: FastifyInstance,
  options: MultipartBodyOptions,
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: options.limitBytes,
      files: MAX_FILES,
      fields: MAX_FIELDS,
      parts: MAX_PARTS,
      fieldSize: MAX_FIELD_BYTES,
    },
  });
  // Only where the contract lists multipart/form-data: elsewhere the body is not read at all and
  // the body checks answer 415 (request-body.ts). Decided once per route as it is added, and
  // first among its preValidation hooks (before the body checks of request-body.ts, then the
  // contract's validation): an application hook ran, and cost a promise, on every request.
  app.addHook('onRoute', (route) => {
    if (!acceptsMultipart(route)) return;
    const read: preValidationHookHandler = function (request, _reply, done) {
      if (!isMultipart(request) || !request.isMultipart()) return done();
      return readBody(request, options).then((body) => {
        request.body = body;
      });
    };
    const existing = route.preValidation;
    route.preValidation = [
      read,
      ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
    ];
  });
}
