// The guard of the server's own outbound requests to addresses a customer gives (webhook
// deliveries, request callbacks, company logos) against server-side request forgery: only
// addresses on the public internet, never a private, loopback, link-local, shared, multicast or
// otherwise non-public network — for a literal host, and for every address a name resolves to,
// checked on the address actually connected to (a name whose answer changes between the check
// and the connection is caught at the connection).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

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
  ['::', 128],
  ['::1', 128],
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
 * True when a URL's host is certainly not on the public internet before anything is resolved: a
 * literal non-public address, or a local name (localhost, *.local, *.internal).
 */
export function isNonPublicHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? !isPublicAddress(host) : /(^|\.)(localhost|local|internal)$/i.test(host);
}

/** A lookup that only answers public addresses (node's http calls it for every connection). */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    const refused = list.find((entry) => !isPublicAddress(entry.address));
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
