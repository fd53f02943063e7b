// GET /v2/businesses/{businessId}/logo: the company logo the service keeps (public: mails and the
// direct signer's page show it), or the variant the resizing parameters ask for (made once, then
// kept). Asked with its current version `v` it never changes and may be cached for good; without
// it (or with an old one) a cache checks again on every use.
import type { Handler } from '../../handler.ts';
import { logoVariant } from '../branding/logo.ts';

export const getBusinessLogo: Handler<'getBusinessLogo'> = async (request, reply, ctx) => {
  const { v, ...params } = request.query;
  const variant = await logoVariant(ctx, request.params.businessId, params);
  const current = v !== undefined && v === variant.version;
  return reply
    .type(variant.mediaType)
    .header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'public, no-cache')
    .send(variant.bytes);
};
