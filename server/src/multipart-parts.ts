// What a multipart request carried, as the one multipart reader (plugins/multipart-body.ts)
// leaves it for the handlers of every upload (documents, verification, visual signatures, seal
// images). A module of its own, like raw-bodies.ts, so an area reads its file part without
// depending on the plugin. The body holds only the bytes (or, for a document, the spooled file);
// the declared file name and type are kept here. Without them the upload still works: the name
// falls back to the title or "document.pdf" and the type is judged by the bytes alone.
import type { FastifyRequest } from 'fastify';
import { invalidInput } from './domain-errors.ts';

export interface MultipartFileInfo {
  filename?: string;
  mimetype?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** File parts of a multipart body by field name (set by the multipart reader). */
    multipartFiles?: Record<string, MultipartFileInfo>;
  }
}

export function multipartFile(request: FastifyRequest, field: string): MultipartFileInfo {
  return request.multipartFiles?.[field] ?? {};
}

export function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * The bytes of the file part `field`, or 400 with the pointer /body/<field> when the body has
 * none (a field of that name sent as text, or no such part). `what` names the file for the
 * person reading the Problem ("the PDF", "the image").
 */
export function filePartBytes(request: FastifyRequest, field: string, what: string): Buffer {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  if (Buffer.isBuffer(value) && request.multipartFiles?.[field]) return value;
  throw invalidInput(`Send ${what} as the file part \`${field}\`.`, [
    { pointer: `/body/${field}`, detail: 'must be a file', code: 'type' },
  ]);
}
