// GET /ca/root.der: the root CA certificate in DER (the issuing CA certificate's caIssuers).
import type { Handler } from '../../handler.ts';
import { trustAnchors } from '../index.ts';

export const getRootCertificateDer: Handler<'getRootCertificateDer'> = async (
  _request,
  reply,
  ctx,
) =>
  reply
    .type('application/pkix-cert')
    .header('cache-control', 'public, max-age=86400')
    .send((await trustAnchors(ctx)).root);
