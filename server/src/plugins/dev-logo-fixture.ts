// The development page of a company logo (app.ts hands it to dev-fixtures.ts: local requests
// only, and only while mail stays in the outbox), for what a fresh local server cannot do through the
// contract: take a logo from an https address (it refuses private and loopback networks, and has
// no public host to fetch from):
//   POST /dev/business-logo {"businessId"}: a sample logo kept as the business's, as if its admin
//                           had saved the settings with an image address — { businessId, sourceUrl }
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { invalidInput, notFound } from '../domain-errors.ts';

export const DEV_BUSINESS_LOGO_PATH = '/dev/business-logo';
/** Where the sample logo "comes from": a reserved name (RFC 2606) no one can fetch. */
export const SAMPLE_LOGO_SOURCE = 'https://logo.fixtures.invalid/sample-logo.png';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A 240 × 80 logo: a blue band on white, enough to be kept, resized and served. sharp is loaded
 * when the page is asked for, not when the server starts (it is one of the packages only some
 * requests need).
 */
const sampleLogo = async () => {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 240, height: 80, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: {
          create: { width: 200, height: 40, channels: 3, background: '#1d4ed8' },
        },
        left: 20,
        top: 20,
      },
    ])
    .png()
    .toBuffer();
};

/**
 * Keeps `bytes` as the business's logo taken from `sourceUrl` (the business area's keepLogoGiven,
 * handed in by app.ts); false when the business has no saved settings.
 */
export type KeepLogoGiven = (
  ctx: AppContext,
  businessId: string,
  bytes: Buffer,
  sourceUrl: string,
) => Promise<boolean>;

export const devLogoRoutes =
  (keepLogoGiven: KeepLogoGiven) =>
  (dev: FastifyInstance, ctx: AppContext): void => {
    dev.post(DEV_BUSINESS_LOGO_PATH, async (request) => {
      const businessId = (request.body as { businessId?: unknown } | null | undefined)?.businessId;
      if (typeof businessId !== 'string' || !UUID.test(businessId)) {
        throw invalidInput('The body is not valid.', [
          { pointer: '/businessId', detail: 'must be the id (a UUID) of a business' },
        ]);
      }
      const kept = await keepLogoGiven(ctx, businessId, await sampleLogo(), SAMPLE_LOGO_SOURCE);
      if (!kept) throw notFound('No business with saved settings has this id.');
      return { businessId, sourceUrl: SAMPLE_LOGO_SOURCE };
    });
  };
