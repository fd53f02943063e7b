// GET /ocsp/{ocspRequest}: the OCSP responder with the request base64-encoded in the path (RFC
// 6960 appendix A.1); the router has already undone the URL encoding.
import type { Handler } from '../../handler.ts';
import { ocspResponse } from '../index.ts';

export const answerOcspGetRequest: Handler<'answerOcspGetRequest'> = async (
  request,
  reply,
  ctx,
) => {
  const der = Buffer.from(request.params.ocspRequest, 'base64');
  return reply
    .type('application/ocsp-response')
    .header('cache-control', 'public, max-age=3600')
    .send(await ocspResponse(ctx, der, '/path/ocspRequest'));
};
