// What a multipart request says about its file part. @fastify/multipart in 'keyValues' mode keeps
// only the bytes in the body; the file name and declared type survive only if the onFile hook in
// app.ts records them on the request. Without them
// the upload still works: the name falls back to the title or "document.pdf" and the type is
// judged by the bytes alone.
import type { FastifyRequest } from 'fastify';

export interface MultipartFileInfo {
  filename?: string;
  mimetype?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** File parts of a multipart body by field name (set by app.ts's onFile hook). */
    multipartFiles?: Record<string, MultipartFileInfo>;
  }
}

export function multipartFile(request: FastifyRequest, field: string): MultipartFileInfo {
  return request.multipartFiles?.[field] ?? {};
}

export function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}
