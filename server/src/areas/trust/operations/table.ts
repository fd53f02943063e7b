// The published files of the service's certificate authority (public GET operations): each is
// one file of a media type with a cache lifetime. Certificates change only with a new authority
// (a day); the root CRL covers the issuing CA certificate (an hour); the issuing CA's CRL is made
// at each request so a revocation shows at once.
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../../context.ts';
import type { Handlers } from '../../handler.ts';
import { issuingRevocationList, rootRevocationList, trustAnchors } from '../index.ts';

const DAY = 'public, max-age=86400';

/** A handler answering `produce(ctx)` as `type` with the given cache-control. */
const published =
  (type: string, cacheControl: string, produce: (ctx: AppContext) => Promise<Buffer | string>) =>
  async (_request: unknown, reply: FastifyReply, ctx: AppContext) =>
    reply
      .type(type)
      .header('cache-control', cacheControl)
      .send(await produce(ctx));

export const table = {
  // GET /ca/root.pem: the root CA certificate, the trust anchor validators are given.
  getRootCertificatePem: published(
    'application/x-pem-file',
    DAY,
    async (ctx) => (await trustAnchors(ctx)).rootPem,
  ),
  // GET /ca/root.der: the root CA certificate in DER (the issuing CA certificate's caIssuers).
  getRootCertificateDer: published(
    'application/pkix-cert',
    DAY,
    async (ctx) => (await trustAnchors(ctx)).root,
  ),
  // GET /ca/issuing.pem: the issuing CA certificate.
  getIssuingCertificatePem: published(
    'application/x-pem-file',
    DAY,
    async (ctx) => (await trustAnchors(ctx)).issuingPem,
  ),
  // GET /ca/issuing.der: the issuing CA certificate in DER (every issued certificate's caIssuers).
  getIssuingCertificateDer: published(
    'application/pkix-cert',
    DAY,
    async (ctx) => (await trustAnchors(ctx)).issuing,
  ),
  // GET /ca/root.crl: the root CA's CRL, covering the issuing CA certificate.
  getRootRevocationList: published(
    'application/pkix-crl',
    'public, max-age=3600',
    rootRevocationList,
  ),
  // GET /ca/crl: the issuing CA's CRL, made at each request so a revocation shows at once.
  getIssuingRevocationList: published('application/pkix-crl', 'no-cache', issuingRevocationList),
} satisfies Handlers;
