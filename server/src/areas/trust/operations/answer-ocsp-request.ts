// POST /ocsp: the OCSP responder (RFC 6960 appendix A.1), the DER request as the body.
import type { Handler } from '../../handler.ts';
import { ocspResponse } from '../index.ts';

export const answerOcspRequest: Handler<'answerOcspRequest'> = async (request, reply, ctx) =>
  reply
    .type('application/ocsp-response')
    .header('cache-control', 'no-cache')
    .send(await ocspResponse(ctx, request.body as unknown as Buffer, '/body'));
