// Which addresses deliveries may go to (against server-side request forgery): http and https
// only, and, unless the server allows it (tests), no address on a private, loopback, link-local,
// shared, multicast or otherwise non-public network, for the literal host and for every address
// its name resolves to (checked again at each delivery, on the address actually connected to;
// the guard itself is security/public-network.ts, shared with the company logos' fetch).
import { ruleViolated } from '../../../domain-errors.ts';
import { isNonPublicHost } from '../../../security/public-network.ts';

export { isPublicAddress } from '../../../security/public-network.ts';

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
  if (isNonPublicHost(url.hostname)) {
    throw refuse(pointer, 'Addresses on private or loopback networks are not allowed.');
  }
  return url;
}
