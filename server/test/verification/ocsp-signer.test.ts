// Which OCSP answers the verification believes (RFC 6960 §4.2.2.2): one signed by the service's
// delegated responder (issued by the issuing CA for OCSP signing) gives the status; one signed by
// another certificate of the same issuer without the OCSP-signing usage — a signer's — gives none,
// whatever it claims.
import { generateKeyPairSync, X509Certificate, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { statusFromOcsp } from '../../src/areas/verification/revocation-check.ts';
import { buildCertificate, signerExtensions } from '../../src/pades/certificates.ts';
import { answerOcsp, ocspRequestFor, openCertificateAuthority } from '../../src/pades/index.ts';
import { OID } from '../../src/pades/oids.ts';
import { temporaryFolder } from '../infra/pades/support.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('OCSP answers in a verified file', () => {
  it('count when the delegated responder signed them, not when a sibling certificate did', async () => {
    const folder = temporaryFolder('ocsp-signer-');
    try {
      const ca = await openCertificateAuthority({ dataDir: folder.dir });
      const signer = await ca.issueSignerCertificate({
        name: 'Anna Meier',
        email: 'anna.meier@example.com',
        quality: 'aes',
      });
      const issuing = new X509Certificate(ca.issuing.certificate);
      const certificate = new X509Certificate(signer.certificateChain[0]);
      const now = new Date();
      const answer = (responder: { certificate: Buffer; privateKey: KeyObject }) =>
        answerOcsp(
          ocspRequestFor(signer.certificateChain[0], ca.issuing.certificate),
          { issuing: ca.issuing.certificate, responder },
          async () => ({ status: 'revoked', revokedAt: now, reason: 'keyCompromise' }),
          now,
          new Date(now.getTime() + DAY),
        );

      const byResponder = await answer(await ca.ocspResponder());
      expect(statusFromOcsp(byResponder, certificate, issuing)).toMatchObject({
        status: 'revoked',
      });

      // A certificate the issuing CA issued for signing documents, with its key at hand.
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
      const sibling = await buildCertificate(
        {
          subject: [[OID.commonName, 'Beat Keller']],
          subjectPublicKeyInfo: publicKey.export({ type: 'spki', format: 'der' }),
          notBefore: new Date(now.getTime() - DAY),
          notAfter: new Date(now.getTime() + DAY),
          extensions: signerExtensions({
            email: 'beat.keller@example.com',
            quality: 'aes',
            caName: 'Signing Service',
          }),
        },
        {
          certificate: ca.issuing.certificate,
          subjectPublicKeyInfo: issuing.publicKey.export({ type: 'spki', format: 'der' }),
          privateKey: ca.issuing.privateKey,
        },
      );
      expect(new X509Certificate(sibling).checkIssued(issuing)).toBe(true);
      const bySibling = await answer({ certificate: sibling, privateKey });
      expect(statusFromOcsp(bySibling, certificate, issuing)).toBeUndefined();
    } finally {
      folder.remove();
    }
  });
});
