// Which addresses deliveries may go to (against server-side request forgery): http and https
// only, and, unless the server allows it (tests), no address on a private, loopback, link-local,
// shared, multicast or otherwise non-public network, for the literal host and for every address
// its name resolves to (checked again at each delivery, on the address actually connected to).
import { BlockList, isIP } from 'node:net';
import { ruleViolated } from '../../../domain-errors.ts';

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

export const URL_NOT_ALLOWED = 'webhook_url_not_allowed';

const refuse = (pointer: string, detail: string) =>
  ruleViolated(detail, URL_NOT_ALLOWED, [{ pointer, detail, code: URL_NOT_ALLOWED }]);

/**
 * The address as a URL when it is http(s) with a host, no credentials, and (unless private
 * addresses are allowed) no literal non-public address or local name; 422 naming `pointer`.
 */
export function checkedUrl(text: string, pointer: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse(pointer, 'The address is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refuse(pointer, 'Only http and https addresses are allowed.');
  }
  if (url.username || url.password) {
    throw refuse(pointer, 'The address must not carry a user name or password.');
  }
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) ? !isPublicAddress(host) : /(^|\.)(localhost|local|internal)$/i.test(host)) {
    throw refuse(pointer, 'Addresses on private or loopback networks are not allowed.');
  }
  return url;
}
