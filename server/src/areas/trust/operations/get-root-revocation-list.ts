// GET /ca/root.crl: the root CA's CRL, covering the issuing CA certificate.
import type { Handler } from '../../handler.ts';
import { rootRevocationList } from '../index.ts';

export const getRootRevocationList: Handler<'getRootRevocationList'> = async (
  _request,
  reply,
  ctx,
) =>
  reply
    .type('application/pkix-crl')
    .header('cache-control', 'public, max-age=3600')
    .send(await rootRevocationList(ctx));
