// @vitest-environment jsdom
// The /verify result: a certificate revoked after the time-stamped signing
// time leaves the signature valid, and the page says so — "revoked after signing on {date}
// ({reason})" in the signature's card and a line in the summary — instead of "All signatures are
// valid" beside a bare "The certificate was revoked on …". Revoked before the signing time, or
// with no time-stamp to tell, the card says the signature is not valid, with date and reason. In
// every locale.
import { getVerifyPdfSignaturesMockHandler } from '@generated/api/verification/verification.msw';
import type { VerificationReport } from '@generated/model/verificationReport';
import type { VerifiedSignature } from '@generated/model/verifiedSignature';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignatureCard } from '@/features/verify/signature-card';
import { VerifyScreen } from '@/features/verify/verify-screen';
import { useMockApi } from '../../support/mock-api';
import { renderWithProviders } from '../../support/render';

const api = useMockApi();

const signature = (fields: Partial<VerifiedSignature> = {}): VerifiedSignature => ({
  index: 1,
  fieldName: 'Signature1',
  kind: 'signature',
  verdict: 'valid',
  signerName: 'Beat Keller',
  signerEmail: 'beat.keller@muster-treuhand.ch',
  organisation: null,
  signingTime: '2026-11-24T16:45:00Z',
  claimedSigningTime: '2026-11-24T16:45:00Z',
  timestamped: true,
  timestampSource: 'signature',
  timestampTime: '2026-11-24T16:45:00Z',
  level: 'ses',
  legislation: null,
  integrity: 'intact',
  coversWholeDocument: true,
  changesAfter: 'none',
  trust: 'service',
  revocation: 'good',
  revokedAt: null,
  revocationReason: null,
  revokedAfterSigning: null,
  revocationNote: null,
  revocationSource: 'service',
  ltv: 'none',
  archiveTimestamp: false,
  padesBaseline: 'B-T',
  certificate: null,
  ...fields,
});

const revokedAfter = signature({
  revocation: 'revoked',
  revokedAt: '2026-11-26T10:00:00Z',
  revocationReason: 'keyCompromise',
  revokedAfterSigning: true,
  revocationNote: 'revoked after signing on 2026-11-26T10:00:00Z (keyCompromise)',
});

/** The date as the card writes it (Intl, long date and short time, in the page's language). */
const shown = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

describe('a signature card: what a revocation means', () => {
  it('revoked after the time-stamped signing time: valid, "revoked after signing on {date} ({reason})"', () => {
    renderWithProviders(<SignatureCard signature={revokedAfter} />);
    const card = screen.getByRole('region', { name: 'Signature 1: Beat Keller' });
    expect(within(card).getByText('Valid')).toBeTruthy();
    expect(
      within(card).getByText(
        `The certificate was revoked after signing on ${shown('2026-11-26T10:00:00Z', 'en-gb')} (key compromised). The signature stays valid: a time-stamp proves it was made before the revocation.`,
      ),
    ).toBeTruthy();
    expect(within(card).queryByText(/^The certificate was revoked on /)).toBeNull();
  });

  it('revoked before the signing time: not valid, with the date and the reason', () => {
    renderWithProviders(
      <SignatureCard
        signature={signature({
          verdict: 'invalid',
          revocation: 'revoked',
          revokedAt: '2026-11-20T08:30:00Z',
          revocationReason: 'superseded',
          revokedAfterSigning: false,
        })}
      />,
    );
    expect(screen.getByText('Invalid')).toBeTruthy();
    expect(
      screen.getByText(
        `The certificate was revoked before signing on ${shown('2026-11-20T08:30:00Z', 'en-gb')} (superseded): the signature is not valid.`,
      ),
    ).toBeTruthy();
  });

  it('revoked with no time-stamp to prove the signing time, and no reason recorded', () => {
    renderWithProviders(
      <SignatureCard
        signature={signature({
          verdict: 'invalid',
          timestamped: false,
          timestampSource: null,
          timestampTime: null,
          revocation: 'revoked',
          revokedAt: '2026-11-26T10:00:00Z',
          revokedAfterSigning: false,
        })}
      />,
    );
    expect(
      screen.getByText(
        `The certificate was revoked on ${shown('2026-11-26T10:00:00Z', 'en-gb')} (no reason given), and no time-stamp proves the signature was made before: it is not valid.`,
      ),
    ).toBeTruthy();
  });

  it.each([
    ['de-ch', 'nach dem Signieren am', 'Schlüssel kompromittiert'],
    ['fr-ch', 'après la signature, le', 'clé compromise'],
    ['it', 'dopo la firma, il', 'chiave compromessa'],
  ] as const)('says it in %s', (locale, after, reason) => {
    renderWithProviders(<SignatureCard signature={revokedAfter} />, { locale });
    const line = screen.getByText((text) => text.includes(after));
    expect(line.textContent).toContain(shown('2026-11-26T10:00:00Z', locale));
    expect(line.textContent).toContain(`(${reason})`);
  });
});

describe('the /verify report', () => {
  it('is valid and the summary says a certificate was revoked after signing', async () => {
    const report: VerificationReport = {
      fileName: 'mandate-signed.pdf',
      size: 4096,
      sha256: 'a'.repeat(64),
      expectedDocument: null,
      verdict: 'valid',
      signatures: [signature({ signerName: 'Anna Meier' }), { ...revokedAfter, index: 2 }],
      dss: { present: false, certificates: 0, ocspResponses: 0, crls: 0 },
      verifiedAt: '2026-11-27T09:00:00Z',
    };
    api.use(getVerifyPdfSignaturesMockHandler(report));
    const { container } = renderWithProviders(<VerifyScreen />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['%PDF-1.7'], 'mandate-signed.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByRole('heading', { name: 'All signatures are valid' })).toBeTruthy();
    expect(
      screen.getByText(
        'The document carries 2 signatures and all are valid. The certificate of 1 signature was revoked after signing; a time-stamp proves the signature was made before, so it stays valid.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^The certificate was revoked after signing on /)).toBeTruthy();
    expect(screen.getByText('The certificate has not been revoked.')).toBeTruthy();
    expect(api.sentTo('POST /v3/verify')).toHaveLength(1);
  });
});
