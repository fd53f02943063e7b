// GET /ca/root.pem: the root CA certificate, the trust anchor validators are given.
import type { Handler } from '../../handler.ts';
import { trustAnchors } from '../index.ts';

export const getRootCertificatePem: Handler<'getRootCertificatePem'> = async (
  _request,
  reply,
  ctx,
) =>
  reply
    .type('application/x-pem-file')
    .header('cache-control', 'public, max-age=86400')
    .send((await trustAnchors(ctx)).rootPem);
