// orval 7's generated MSW handlers send every answer as JSON, a binary one too (a page image
// would arrive as `{}`). The tests that need real bytes answer the same operation — its path
// taken from the generated handler, so it stays the contract's — with the bytes and media type.
import { http, HttpResponse, type HttpHandler } from 'msw';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Answers the operation of `generated` (a generated MSW handler) with `bytes` as `mediaType`. */
export function binaryHandler(
  generated: HttpHandler,
  bytes: Blob,
  mediaType = 'image/png',
): HttpHandler {
  const method = String(generated.info.method).toLowerCase() as Method;
  return http[method](
    generated.info.path,
    () => new HttpResponse(bytes, { status: 200, headers: { 'Content-Type': mediaType } }),
  );
}
