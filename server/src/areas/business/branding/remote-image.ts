// Takes an image from an address a customer gave (the company logo), once: an https GET with a
// bounded time for the whole fetch, at most MAX_LOGO_REDIRECTS redirects (each new address
// checked like the first), at most MAX_LOGO_BYTES read (a larger answer is cut off at once), and
// — unless private addresses are allowed (tests) — a connection only to an address that was
// checked to be public when the name was resolved (the webhooks' guard, security/public-network).
import https from 'node:https';
import { publicOnlyLookup } from '../../../security/public-network.ts';
import {
  declaredNoImage,
  logoAddressFailure,
  MAX_LOGO_REDIRECTS,
  type LogoFailure,
} from '../rules/logo.ts';

export interface RemoteImageOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  /** Certificate authorities to trust instead of the system's (tests' loopback servers). */
  ca?: string;
}

export type RemoteImage =
  { ok: true; bytes: Buffer; finalUrl: string } | { ok: false; failure: LogoFailure; why: string };

type Hop = RemoteImage | { redirect: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function failed(failure: LogoFailure, why: string): RemoteImage {
  return { ok: false, failure, why };
}

/** One GET; resolves with the bytes, a redirect's target, or why it failed. */
function getOnce(url: URL, options: RemoteImageOptions, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (hop: Hop) => {
      if (settled) return;
      settled = true;
      resolve(hop);
    };
    const request = https.get(
      url,
      {
        headers: {
          accept: 'image/png,image/jpeg,image/webp,image/gif;q=0.9,*/*;q=0.1',
          'user-agent': 'SigningService-Logo/1.0',
        },
        agent: false,
        signal,
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
        ...(options.ca ? { ca: options.ca } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECTS.has(status) && location) {
          response.resume();
          return finish({ redirect: new URL(location, url).href });
        }
        if (status !== 200) {
          response.resume();
          return finish(failed('unreachable', `the address answered ${status}`));
        }
        // The verdict comes first: destroying the answer makes the request report an error.
        if (declaredNoImage(response.headers['content-type'])) {
          finish(failed('not_an_image', `it serves ${response.headers['content-type']}`));
          return response.destroy();
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          finish(failed('too_large', `${declared} bytes`));
          return response.destroy();
        }
        const chunks: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > options.maxBytes) {
            finish(failed('too_large', `more than ${options.maxBytes} bytes`));
            return response.destroy();
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          finish({ ok: true, bytes: Buffer.concat(chunks), finalUrl: url.href }),
        );
        response.on('error', () => finish(failed('unreachable', 'the answer broke off')));
        response.on('aborted', () => finish(failed('unreachable', 'the answer broke off')));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRNOTPUBLIC') {
        return finish(failed('address_not_allowed', 'the name resolves to a non-public address'));
      }
      if (signal.aborted) return finish(failed('unreachable', 'no answer in time'));
      finish(failed('unreachable', error.code ?? error.message));
    });
  });
}

/** The image at `address` (following redirects), or why none could be taken. */
export async function fetchRemoteImage(
  address: string,
  options: RemoteImageOptions,
): Promise<RemoteImage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let next = address;
    for (let hop = 0; hop <= MAX_LOGO_REDIRECTS; hop += 1) {
      const checked = logoAddressFailure(next, options.allowPrivate);
      if (checked.failure) {
        return failed(checked.failure, hop === 0 ? '' : `redirected to ${next}`);
      }
      const result = await getOnce(checked.url, options, controller.signal);
      if (!('redirect' in result)) return result;
      next = result.redirect;
    }
    return failed('unreachable', `more than ${MAX_LOGO_REDIRECTS} redirects`);
  } finally {
    clearTimeout(timer);
  }
}
