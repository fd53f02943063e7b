// GET /ca/issuing.der: the issuing CA certificate in DER (every issued certificate's caIssuers).
import type { Handler } from '../../handler.ts';
import { trustAnchors } from '../index.ts';

export const getIssuingCertificateDer: Handler<'getIssuingCertificateDer'> = async (
  _request,
  reply,
  ctx,
) =>
  reply
    .type('application/pkix-cert')
    .header('cache-control', 'public, max-age=86400')
    .send((await trustAnchors(ctx)).issuing);
