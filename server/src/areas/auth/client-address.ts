// The caller's address, the key of the per-address limits of the auth operations (the socket's;
// behind a proxy set TRUST_PROXY so that request.ip is the client's).
//   - an IPv4 address as it is (also when it arrives IPv4-mapped, ::ffff:10.0.0.1);
//   - an IPv6 address by its /64 network: one subscriber usually holds a whole /64, so counting
//     single addresses would give an attacker 2^64 keys;
//   - none (undefined) for loopback and an unknown address: such a request names no client (a
//     tool on the server itself, or a proxy on the same host without TRUST_PROXY, in which case
//     every client would share one key and one client's failures would block everyone). Those
//     requests keep the per-account and per-e-mail limits but skip the per-address ones and are
//     never remembered as an account's known login address.
import type { FastifyRequest } from 'fastify';
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or undefined when it has an embedded IPv4 tail. */
function ipv6Groups(address: string): string[] | undefined {
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  if ([...left, ...right].some((group) => group.includes('.'))) return undefined;
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}

/** The limit key of an address (see above); undefined for loopback or nothing usable. */
export function addressKey(ip: string | undefined): string | undefined {
  const address = (ip ?? '').trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped || isIPv4(address)) {
    const v4 = mapped ?? address;
    return v4.startsWith('127.') ? undefined : v4;
  }
  if (!isIPv6(address)) return undefined;
  const groups = ipv6Groups(address);
  if (!groups) return address.toLowerCase();
  if (groups.every((group, i) => group === (i === 7 ? '1' : '0'))) return undefined;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

export const clientAddress = (request: FastifyRequest) => addressKey(request.ip);
