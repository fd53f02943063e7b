// A certificate's chain through a pool of candidates: each link must be issued by (names) and
// signed by (key) the next, and the walk ends at a self-signed certificate, at a certificate
// whose issuer is not in the pool, or after 10 links. The public verification judges trust by
// where the chain ends; long-term validation stores every link and its revocation evidence.
import { X509Certificate } from 'node:crypto';

/** The certificates of `ders` that parse; one that does not cannot be a link of a chain. */
export function parseCertificates(ders: Buffer[]): X509Certificate[] {
  const result: X509Certificate[] = [];
  for (const der of ders) {
    try {
      result.push(new X509Certificate(der));
    } catch {
      // Skipped: see above.
    }
  }
  return result;
}

export function issuedBy(child: X509Certificate, parent: X509Certificate): boolean {
  try {
    return child.checkIssued(parent) && child.verify(parent.publicKey);
  } catch {
    return false;
  }
}

export const selfSigned = (certificate: X509Certificate) => issuedBy(certificate, certificate);

/** The chain of `start` through `pool`, leaf first, as far as issuers are found. */
export function chainThrough(start: X509Certificate, pool: X509Certificate[]): X509Certificate[] {
  const chain = [start];
  while (chain.length < 10) {
    const current = chain.at(-1)!;
    if (selfSigned(current)) break;
    const issuer = pool.find(
      (candidate) =>
        !chain.some((link) => link.raw.equals(candidate.raw)) && issuedBy(current, candidate),
    );
    if (!issuer) break;
    chain.push(issuer);
  }
  return chain;
}
