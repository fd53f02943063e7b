// The company logo kept by the service: taken once from the https address an
// admin gives when the settings are saved (remote-image.ts, bounded in time, size and kind, never
// from a private network), re-encoded as PNG into storage under a key holding its digest, and
// served from the service's own origin with the image-variant machinery, so pages keep their
// content security policy (img-src 'self') and mails load it from the service too.
import { createHash } from 'node:crypto';
import type { AppContext } from '../../../context.ts';
import {
  imageSize,
  imageVariant,
  keptImage,
  MAX_INPUT_PIXELS,
  type ImageParams,
} from '../../../rendering/image-variants.ts';
import { notFound } from '../../../domain-errors.ts';
import {
  KEPT_LOGO_SIDE,
  LOGO_FETCH_TIMEOUT_MS,
  logoImageType,
  logoKey,
  logoRefused,
  logoVersion,
  MAX_LOGO_BYTES,
  MAX_LOGO_SOURCE_SIDE,
} from '../rules/logo.ts';
import type { StoredLogo } from '../settings/rules.ts';
import { findStoredSettings, saveStoredLogo } from '../settings/store.ts';
import { fetchRemoteImage } from './remote-image.ts';

export const NO_LOGO: StoredLogo = {
  logo_url: null,
  logo_key: null,
  logo_width: null,
  logo_height: null,
};

/** Fetches the image at `sourceUrl`, checks it and keeps it; 422 (logo_…) when it fails. */
export async function takeLogo(
  ctx: AppContext,
  businessId: string,
  sourceUrl: string,
): Promise<StoredLogo> {
  const fetched = await fetchRemoteImage(sourceUrl, {
    allowPrivate: ctx.config.webhooks.allowPrivateAddresses,
    timeoutMs: LOGO_FETCH_TIMEOUT_MS,
    maxBytes: MAX_LOGO_BYTES,
    ca: ctx.config.outboundCa,
  });
  if (!fetched.ok) throw logoRefused(fetched.failure, fetched.why);
  return keepLogo(ctx, businessId, fetched.bytes, sourceUrl);
}

/** Checks image bytes in hand and keeps them as the logo taken from `sourceUrl`; 422 (logo_…). */
async function keepLogo(
  ctx: AppContext,
  businessId: string,
  bytes: Buffer,
  sourceUrl: string,
): Promise<StoredLogo> {
  const kind = logoImageType(bytes);
  if (!kind) throw logoRefused('not_an_image');
  const size = await imageSize(bytes);
  if (!size) throw logoRefused('not_an_image', `it is no readable ${kind.toUpperCase()}`);
  if (
    size.width > MAX_LOGO_SOURCE_SIDE ||
    size.height > MAX_LOGO_SOURCE_SIDE ||
    size.width * size.height > MAX_INPUT_PIXELS
  ) {
    throw logoRefused('too_large', `${size.width} x ${size.height} pixels`);
  }
  const kept = await keptImage(bytes, KEPT_LOGO_SIDE);
  if (!kept) throw logoRefused('not_an_image', `it is no readable ${kind.toUpperCase()}`);
  const digest = createHash('sha256').update(kept.png).digest('hex').slice(0, 16);
  const key = logoKey(businessId, digest);
  await ctx.storage.put(key, kept.png);
  return { logo_url: sourceUrl, logo_key: key, logo_width: kept.width, logo_height: kept.height };
}

/**
 * The logo columns after a settings PUT: null removes the logo; the address of the logo already
 * kept keeps it (saving other settings does not fetch it again); another address is taken now.
 */
export async function resolveLogo(
  ctx: AppContext,
  businessId: string,
  current: StoredLogo,
  given: { sourceUrl: string } | null,
): Promise<StoredLogo> {
  if (!given) return NO_LOGO;
  if (current.logo_key && current.logo_url === given.sourceUrl) {
    const { logo_url, logo_key, logo_width, logo_height } = current;
    return { logo_url, logo_key, logo_width, logo_height };
  }
  return takeLogo(ctx, businessId, given.sourceUrl);
}

/** Removes a replaced or removed logo's image (its variants are keyed by its bytes). */
export async function dropLogo(ctx: AppContext, key: string | null): Promise<void> {
  if (!key) return;
  await ctx.storage.delete(key).catch((error: unknown) => {
    ctx.log.warn({ err: error, key }, 'a replaced logo could not be deleted');
  });
}

/** The business's logo, or the variant `params` ask for; 404 without a logo. */
export async function logoVariant(ctx: AppContext, businessId: string, params: ImageParams) {
  const stored = await findStoredSettings(ctx.db, businessId);
  const bytes = stored?.logo_key ? await ctx.storage.get(stored.logo_key) : undefined;
  if (!stored?.logo_key || !bytes) throw notFound('The business has no logo.');
  const variant = await imageVariant(ctx.storage, stored.logo_key, bytes, params, 'png');
  return { ...variant, version: logoVersion(stored.logo_key) };
}

/**
 * The development fixture of a logo (plugins/dev-logo-fixture.ts): `bytes` kept as the business's
 * logo as if taken from `sourceUrl`, for a server that may reach no image address (a fresh local
 * one refuses loopback). False when the business has saved no settings yet.
 */
export async function keepLogoGiven(
  ctx: AppContext,
  businessId: string,
  bytes: Buffer,
  sourceUrl: string,
): Promise<boolean> {
  const stored = await findStoredSettings(ctx.db, businessId);
  if (!stored) return false;
  const logo = await keepLogo(ctx, businessId, bytes, sourceUrl);
  await saveStoredLogo(ctx.db, businessId, logo, ctx.clock.now().toISOString());
  if (stored.logo_key !== logo.logo_key) await dropLogo(ctx, stored.logo_key);
  return true;
}
