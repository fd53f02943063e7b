// The guard of the server's own outbound requests to addresses a customer gives (webhook
// deliveries, request callbacks, company logos) against server-side request forgery: only
// addresses on the public internet, never a private, loopback, link-local, shared, multicast or
// otherwise non-public network — for a literal host, and for every address a name resolves to,
// checked on the address actually connected to (a name whose answer changes between the check
// and the connection is caught at the connection).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { domainToASCII } from 'node:url';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // The unspecified and loopback addresses and the deprecated IPv4-compatible ones (::a.b.c.d).
  ['::', 96],
  // IPv4-translated addresses (::ffff:0:a.b.c.d, RFC 2765); IPv4-mapped ones are checked as IPv4.
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d) stands for, else undefined. */
function mappedIpv4(address: string): string | undefined {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1];
}

/** True for an address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const mapped = mappedIpv4(address);
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A URL's host as it is resolved: no brackets, no trailing dots (`localhost.` is `localhost`),
 * lower case, and an internationalised name in punycode (`bücher.example` is
 * `xn--bcher-kva.example`); an empty string when it is no valid host name.
 */
export function normalisedHost(hostname: string): string {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  if (isIP(host)) return host.toLowerCase();
  return domainToASCII(host).toLowerCase();
}

/**
 * Names that never lead to the public internet: localhost and its subdomains (RFC 6761),
 * localhost.localdomain and other *.localdomain names of /etc/hosts, mDNS (*.local), the
 * private-use *.internal and the home network's *.home.arpa (RFC 8375).
 */
const LOCAL_NAME = /(^|\.)(localhost|localdomain|local|internal|home\.arpa)$/;

/**
 * True when a URL's host is certainly not on the public internet before anything is resolved: a
 * literal non-public address, or a local name (whatever its case or trailing dots).
 */
export function isNonPublicHost(hostname: string): boolean {
  const host = normalisedHost(hostname);
  if (!host) return true;
  return isIP(host) ? !isPublicAddress(host) : LOCAL_NAME.test(host);
}

/**
 * A connection's lookup that only answers addresses `allowed` accepts (public ones): node's
 * http calls it for every connection and connects to the very address it answers, so the address
 * checked is the address connected to — no second lookup a rebinding name could answer
 * differently. `lookup` and `allowed` are the system's resolver and isPublicAddress; tests give
 * others to watch which address is connected to.
 */
export function checkingLookup(
  lookup: typeof dnsLookup = dnsLookup,
  allowed: (address: string) => boolean = isPublicAddress,
): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      const refused = list.find((entry) => !allowed(entry.address));
      if (refused || list.length === 0) {
        const denied = Object.assign(new Error('the address is on a private or loopback network'), {
          code: 'EADDRNOTPUBLIC',
        });
        return callback(denied, '', 0);
      }
      if ((options as { all?: boolean }).all) return callback(null, list as never, 0);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** The lookup of outbound connections to customers' addresses: public addresses only. */
export const publicOnlyLookup: LookupFunction = checkingLookup();
