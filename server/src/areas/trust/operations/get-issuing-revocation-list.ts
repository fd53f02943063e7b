// GET /ca/crl: the issuing CA's CRL, made at each request so a revocation shows at once.
import type { Handler } from '../../handler.ts';
import { issuingRevocationList } from '../index.ts';

export const getIssuingRevocationList: Handler<'getIssuingRevocationList'> = async (
  _request,
  reply,
  ctx,
) =>
  reply
    .type('application/pkix-crl')
    .header('cache-control', 'no-cache')
    .send(await issuingRevocationList(ctx));
