// Rules of business domains: the stored form (lower-case), the DNS TXT record that proves
// control, and the domain of an e-mail address. Pure.
import { conflict } from '../../domain-errors.ts';

/** The TXT record is published under this label of the domain. */
export const RECORD_LABEL = '_signing-verification';

export const normalizeDomain = (domain: string) => domain.trim().toLowerCase();

/** Where the TXT record is looked up. An IPv4 literal has no DNS name: it cannot be verified by DNS. */
export const recordNameFor = (domain: string) => `${RECORD_LABEL}.${domain}`;

export const recordValueFor = (token: string) => `signing-verification=${token}`;

/** The domain of an e-mail address (lower-case), or undefined. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  return at > 0 ? normalizeDomain(email.slice(at + 1)) : undefined;
}

export function domainTaken(domain: string) {
  return conflict(`${domain} already belongs to a business.`, 'domain_taken');
}
