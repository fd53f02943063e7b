// Which addresses deliveries may go to (against server-side request forgery): http and https
// only, and, unless the server allows it (tests), no address on a private, loopback, link-local,
// shared, multicast or otherwise non-public network, for the literal host and for every address
// its name resolves to — when the address is registered (registeredUrl), and again at each
// delivery, on the address actually connected to (the guards themselves are
// security/public-host.ts and security/public-network.ts, shared with the company logos' fetch).
import { ruleViolated } from '../../../domain-errors.ts';
import { checkPublicHost, type HostLookup } from '../../../security/public-host.ts';
import { isNonPublicHost } from '../../../security/public-network.ts';

export { isPublicAddress } from '../../../security/public-network.ts';

export const URL_NOT_ALLOWED = 'webhook_url_not_allowed';
const NOT_PUBLIC = 'Addresses on private or loopback networks are not allowed.';

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
    throw refuse(pointer, NOT_PUBLIC);
  }
  return url;
}

/** What a refused host verdict says, by its reason. */
const HOST_REFUSALS = {
  invalid: () => 'The address is not a valid URL.',
  not_public: (host: string) =>
    `${NOT_PUBLIC} ${host} is or resolves to a private, loopback, link-local or unspecified address.`,
  unresolved: (host: string) => `The host name ${host} does not resolve to any address.`,
  lookup_failed: (host: string) =>
    `The host name ${host} could not be resolved now; try again later.`,
};

/**
 * checkedUrl, then (unless private addresses are allowed) the host normalised and resolved: every
 * address must be public, and the name must resolve; 422 naming `pointer` otherwise.
 */
export async function registeredUrl(
  text: string,
  pointer: string,
  options: { allowPrivate: boolean; lookup: HostLookup },
): Promise<URL> {
  const url = checkedUrl(text, pointer, options.allowPrivate);
  if (options.allowPrivate) return url;
  const verdict = await checkPublicHost(url, options.lookup);
  if (!verdict.allowed) throw refuse(pointer, HOST_REFUSALS[verdict.reason](verdict.host));
  return url;
}
