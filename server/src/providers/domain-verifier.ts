// Proving control of an e-mail domain: the business publishes a DNS TXT record with a value the
// server gave it, and a DomainVerifier checks it. DnsDomainVerifier looks the record up (node's
// resolver); the sandbox, the default of the reference server (its test machines publish no DNS
// records), looks nothing up and accepts every domain — it is labelled `sandbox` in every answer
// that shows a verification, so nobody takes it for a proof.
import { resolveTxt } from 'node:dns/promises';

export interface DomainVerifier {
  /** `dns` or `sandbox`, shown with each domain (BusinessDomain.verifier). */
  readonly kind: 'dns' | 'sandbox';
  /** True when `recordName` has a TXT record whose value is `expected`. */
  verify(recordName: string, expected: string): Promise<boolean>;
}

export class DnsDomainVerifier implements DomainVerifier {
  readonly kind = 'dns' as const;
  constructor(private readonly resolve: (name: string) => Promise<string[][]> = resolveTxt) {}

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
