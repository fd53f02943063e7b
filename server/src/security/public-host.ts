// The request-forgery guard at registration (webhook endpoints, request callbacks): before an
// address is kept, its host is normalised (trailing dots, case, internationalised names in
// punycode) and resolved, and every address it resolves to must be public. A name that resolves
// to loopback (`localhost.`, `localhost.localdomain`, a public name pointing at 127.0.0.1) is then
// refused when it is given, not only later when a delivery would go there. A name that does not
// resolve is refused too: nothing could be delivered to it, and accepting it would let a name be
// registered now and pointed at a private address later (delivery checks again either way:
// publicOnlyLookup in public-network.ts).
import { promises as dns, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { isNonPublicHost, isPublicAddress, normalisedHost } from './public-network.ts';

/** Every address a host name resolves to (node's lookup with all: true). */
export type HostLookup = (hostname: string) => Promise<LookupAddress[]>;

/** The system's resolver, as the delivery's connection uses it (getaddrinfo: /etc/hosts too). */
export const systemHostLookup: HostLookup = (hostname) =>
  dns.lookup(hostname, { all: true, verbatim: true });

/** Answers of getaddrinfo for a name that has no address. */
const NO_SUCH_NAME = new Set(['ENOTFOUND', 'ENODATA', 'EAI_NONAME', 'EAI_NODATA']);

export type HostVerdict =
  | { allowed: true; host: string; addresses: string[] }
  | {
      allowed: false;
      host: string;
      reason: 'invalid' | 'not_public' | 'unresolved' | 'lookup_failed';
    };

/**
 * Whether a URL's host may receive the server's requests: a literal public address, or a name
 * (not a local one) whose every address is public.
 */
export async function checkPublicHost(
  url: URL,
  lookup: HostLookup = systemHostLookup,
): Promise<HostVerdict> {
  const host = normalisedHost(url.hostname);
  if (!host) return { allowed: false, host, reason: 'invalid' };
  if (isNonPublicHost(host)) return { allowed: false, host, reason: 'not_public' };
  if (isIP(host)) return { allowed: true, host, addresses: [host] };
  let answers: LookupAddress[];
  try {
    answers = await lookup(host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    return {
      allowed: false,
      host,
      reason: NO_SUCH_NAME.has(code) ? 'unresolved' : 'lookup_failed',
    };
  }
  if (answers.length === 0) return { allowed: false, host, reason: 'unresolved' };
  const addresses = answers.map((answer) => answer.address);
  if (!addresses.every(isPublicAddress)) return { allowed: false, host, reason: 'not_public' };
  return { allowed: true, host, addresses };
}
