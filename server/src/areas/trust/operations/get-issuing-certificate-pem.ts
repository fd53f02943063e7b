// GET /ca/issuing.pem: the issuing CA certificate.
import type { Handler } from '../../handler.ts';
import { trustAnchors } from '../index.ts';

export const getIssuingCertificatePem: Handler<'getIssuingCertificatePem'> = async (
  _request,
  reply,
  ctx,
) =>
  reply
    .type('application/x-pem-file')
    .header('cache-control', 'public, max-age=86400')
    .send((await trustAnchors(ctx)).issuingPem);
