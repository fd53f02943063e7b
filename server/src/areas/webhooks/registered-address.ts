// The address of a webhook or a request callback, checked as it is registered or changed: its
// form (rules/addresses.ts) and, unless the server allows private addresses (tests), its host
// normalised and resolved with the server's lookup — every address public (422 otherwise).
import type { AppContext } from '../../context.ts';
import { registeredUrl } from './rules/addresses.ts';

/** The address as a URL, or 422 webhook_url_not_allowed naming `pointer`. */
export function checkedRegistration(ctx: AppContext, text: string, pointer: string): Promise<URL> {
  return registeredUrl(text, pointer, {
    allowPrivate: ctx.config.webhooks.allowPrivateAddresses,
    lookup: ctx.providers.hostLookup,
  });
}
