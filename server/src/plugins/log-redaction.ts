// The request log must never hold a secret that works: confirmation and reset links carry a
// one-time token in their query (?token=…), a direct-sign link carries the signer's key in its
// path (/direct-sign/<request>/<key>), a send-to link is itself the secret (/sendto/<id>, and the
// API's /v3/sendto/<id>/…), so is an invitation's id (/invite/<id>, /v1/invitations/<id>) and a
// single-sign-on onboarding's (/api/respond|resend|cancel/<id> need no session: the id is their
// key). The provider's callback (/api/sso/callback?code=…&state=…) and every other query keep
// their parameter names only. The log keeps the shape of every address (which page, which
// parameters) with those values masked.
import type { FastifyRequest } from 'fastify';

const MASK = '***';

/** Path patterns whose last segments are secrets: the prefix kept, the rest masked. */
const SECRET_PATHS: [RegExp, string][] = [
  [/^(\/direct-sign\/[^/]+)\/[^/?]+/, `$1/${MASK}`],
  [/^(\/sendto)\/[^/?]+/, `$1/${MASK}`],
  [/^(\/invite)\/[^/?]+/, `$1/${MASK}`],
  [/^(\/sandbox\/identification)\/[^/?]+/, `$1/${MASK}`],
  [/^(\/v3\/sendto)\/[^/?]+/, `$1/${MASK}`],
  [/^(\/api\/(?:respond|resend|cancel))\/[^/?]+/, `$1/${MASK}`],
  [/^(\/v1\/(?:businesses\/[^/?]+\/)?invitations)\/[^/?]+/, `$1/${MASK}`],
];

/** The address with every query value and every secret path segment masked. */
export function redactUrl(url: string): string {
  const cut = url.indexOf('?');
  let path = cut < 0 ? url : url.slice(0, cut);
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  if (cut < 0) return path;
  const query = url
    .slice(cut + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals < 0 ? pair : `${pair.slice(0, equals)}=${MASK}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer with the address redacted. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
  };
}
