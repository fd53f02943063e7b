// Rules of the company logo (docs/product.md#entities-business-settings "companyBranding.logo"; pure). The admin
// gives an https address; the server takes the image from there once, when the settings are
// saved, keeps it and serves it from its own origin (the pages' content security policy allows
// images from there only). What an address must be, how big and what kind of image it may serve,
// the Problems a failing address answers (422, pointer /body/companyBranding/logo/sourceUrl), and
// where the kept logo lives and is served.
import { ruleViolated } from '../../../domain-errors.ts';
import { isNonPublicHost } from '../../../security/public-network.ts';

/** An image larger than this is not taken (a logo is a few KB to a few hundred). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** The contract's bound of a logo's width and height; a larger source is refused. */
export const MAX_LOGO_SOURCE_SIDE = 10_000;
/** The kept image fits into this box: mails show 200 x 60 px, pages a few hundred. */
export const KEPT_LOGO_SIDE = 1024;
/** Redirects followed (each address checked again), e.g. http → https or a CDN's own address. */
export const MAX_LOGO_REDIRECTS = 3;
/** Longest the whole fetch may take, redirects included. */
export const LOGO_FETCH_TIMEOUT_MS = 10_000;

export const LOGO_POINTER = '/body/companyBranding/logo/sourceUrl';

export type LogoFailure =
  'not_https' | 'address_not_allowed' | 'unreachable' | 'too_large' | 'not_an_image';

const refuse = (code: string, detail: string) =>
  ruleViolated(detail, code, [{ pointer: LOGO_POINTER, detail, code }]);

/** The 422 of a logo address that failed, with the server's own words of what went wrong. */
export function logoRefused(failure: LogoFailure, why?: string) {
  const more = why ? ` (${why})` : '';
  switch (failure) {
    case 'not_https':
      return refuse('logo_not_https', `The logo address must be an https address${more}.`);
    case 'address_not_allowed':
      return refuse(
        'logo_address_not_allowed',
        `The logo address is on a private or loopback network, or carries credentials${more}.`,
      );
    case 'unreachable':
      return refuse('logo_unreachable', `No image could be loaded from the logo address${more}.`);
    case 'too_large':
      return refuse(
        'logo_too_large',
        `The logo is larger than ${MAX_LOGO_BYTES} bytes or ${MAX_LOGO_SOURCE_SIDE} pixels on a side${more}.`,
      );
    case 'not_an_image':
      return refuse(
        'logo_not_an_image',
        `The logo address does not serve a PNG, JPEG, WebP or GIF image${more}.`,
      );
  }
}

/**
 * Why an address (the one given, or one a redirect leads to) may not be fetched, or undefined
 * when it may: https only, no credentials, and unless private addresses are allowed (tests) no
 * literal non-public address or local name. Names are checked again when they are resolved.
 */
export function logoAddressFailure(
  address: string,
  allowPrivate: boolean,
): { failure: LogoFailure; url?: undefined } | { failure?: undefined; url: URL } {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { failure: 'not_https' };
  }
  if (url.protocol !== 'https:') return { failure: 'not_https' };
  if (url.username || url.password) return { failure: 'address_not_allowed' };
  if (!allowPrivate && isNonPublicHost(url.hostname)) return { failure: 'address_not_allowed' };
  return { url };
}

/** A declared media type that can be no logo (a web page, JSON…); absent or image/* may be. */
export function declaredNoImage(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type !== '' && !type.startsWith('image/') && type !== 'application/octet-stream';
}

/** The kind of image by its first bytes (the declared type is not trusted). */
export function logoImageType(bytes: Uint8Array): 'png' | 'jpeg' | 'gif' | 'webp' | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 8 && ascii(1, 4) === 'PNG' && bytes[0] === 0x89) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** Where a business's kept logo is stored: its digest in the name, so a new logo is a new key. */
export const logoKey = (businessId: string, digest: string) =>
  `branding/${businessId}/logo-${digest}.png`;

/** The logo's version (the digest in its key), or undefined for a key of another shape. */
export const logoVersion = (key: string) => /logo-([0-9a-f]{16})\.png$/.exec(key)?.[1];

/** The address the service serves a business's logo at, on its own origin, with its version. */
export const logoAddress = (businessId: string, key: string) =>
  `/v2/businesses/${businessId}/logo?v=${logoVersion(key) ?? ''}`;
