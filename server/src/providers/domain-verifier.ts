// Proving control of an e-mail domain: the business publishes a DNS TXT record with a value the
// server gave it, and a DomainVerifier checks it. DnsDomainVerifier looks the record up (node's
// resolver, on the system's DNS servers or those DNS_SERVERS names); the sandbox, the default of
// a loopback-only server (its test machines publish no DNS records; provider-choices.ts), looks
// nothing up and accepts every domain — it is labelled `sandbox` in every answer that shows a
// verification, so nobody takes it for a proof.
import { Resolver } from 'node:dns/promises';

/** A DNS lookup answering the TXT records of a name, each as its strings. */
export type TxtLookup = (name: string) => Promise<string[][]>;

/** Bounded: a verification is an API call, and an unanswering server must not hold it long. */
const RESOLVER_OPTIONS = { timeout: 2_000, tries: 2 };

/** TXT lookups on `servers` (`address[:port]`), or on the system's DNS servers. */
export function txtLookup(servers?: string[]): TxtLookup {
  const resolver = new Resolver(RESOLVER_OPTIONS);
  if (servers) resolver.setServers(servers);
  return (name) => resolver.resolveTxt(name);
}

export interface DomainVerifier {
  /** `dns` or `sandbox`, shown with each domain (BusinessDomain.verifier). */
  readonly kind: 'dns' | 'sandbox';
  /** True when `recordName` has a TXT record whose value is `expected`. */
  verify(recordName: string, expected: string): Promise<boolean>;
}

export class DnsDomainVerifier implements DomainVerifier {
  readonly kind = 'dns' as const;
  constructor(private readonly resolve: TxtLookup = txtLookup()) {}

  async verify(recordName: string, expected: string): Promise<boolean> {
    try {
      const records = await this.resolve(recordName);
      // A TXT record may be split into strings of 255 characters: joined, they are the value.
      return records.some((parts) => parts.join('') === expected);
    } catch {
      // No such name, no TXT record, or the resolver failed: not verified (yet).
      return false;
    }
  }
}

export class SandboxDomainVerifier implements DomainVerifier {
  readonly kind = 'sandbox' as const;
  async verify(): Promise<boolean> {
    return true;
  }
}
