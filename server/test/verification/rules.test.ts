// The verdict rules of the verification (pure): what makes a signature valid, invalid or not
// confirmable, whether a revocation came after the signing time and how the report says so
//, the overall verdict, LTV, the PAdES baseline level, the byte-range shape and the
// level read from a certificate's policies.
import { describe, expect, it } from 'vitest';
import {
  byteRangeSane,
  levelOf,
  ltvStatus,
  overallVerdict,
  padesBaseline,
  revocationNote,
  revokedAfterSigning,
  signatureVerdict,
  type VerdictFacts,
} from '../../src/areas/verification/rules.ts';

const sound: VerdictFacts = {
  integrity: 'intact',
  changesAfter: 'signaturesOnly',
  trust: 'service',
  revocation: 'unknown',
  certificateInForce: true,
};

describe('signatureVerdict', () => {
  it('is valid when intact, only signatures after it, our chain, in force, not revoked', () => {
    expect(signatureVerdict(sound)).toBe('valid');
    expect(signatureVerdict({ ...sound, revocation: 'good', changesAfter: 'none' })).toBe('valid');
  });
  it('is invalid when the bytes changed, other changes followed, or the certificate was revoked', () => {
    expect(signatureVerdict({ ...sound, integrity: 'broken' })).toBe('invalid');
    expect(signatureVerdict({ ...sound, integrity: 'unreadable' })).toBe('invalid');
    expect(signatureVerdict({ ...sound, changesAfter: 'other' })).toBe('invalid');
    expect(signatureVerdict({ ...sound, revocation: 'revoked', revokedAt: new Date(1) })).toBe(
      'invalid',
    );
  });
  it('a revocation after the time a time-stamp proves does not undo the signature', () => {
    const facts = { ...sound, revocation: 'revoked' as const, provenTime: new Date(1000) };
    expect(signatureVerdict({ ...facts, revokedAt: new Date(2000) })).toBe('valid');
    expect(signatureVerdict({ ...facts, revokedAt: new Date(500) })).toBe('invalid');
  });
  it('is indeterminate for another or no chain, or a certificate out of force', () => {
    expect(signatureVerdict({ ...sound, trust: 'other' })).toBe('indeterminate');
    expect(signatureVerdict({ ...sound, trust: 'none' })).toBe('indeterminate');
    expect(signatureVerdict({ ...sound, certificateInForce: false })).toBe('indeterminate');
  });
});

describe('a revocation: after or before signing, in one phrase', () => {
  const proven = new Date('2026-11-24T16:45:01.000Z');
  const after = new Date('2026-11-26T10:00:00.000Z');
  const before = new Date('2026-11-20T08:30:00.000Z');
  const revoked = { revocation: 'revoked' as const, provenTime: proven };

  it('after the time a time-stamp proves: after signing (the signature stays valid)', () => {
    expect(revokedAfterSigning({ ...revoked, revokedAt: after })).toBe(true);
    expect(revocationNote({ revokedAt: after, reason: 'keyCompromise', afterSigning: true })).toBe(
      'revoked after signing on 2026-11-26T10:00:00Z (keyCompromise)',
    );
    expect(revocationNote({ revokedAt: after, afterSigning: true })).toBe(
      'revoked after signing on 2026-11-26T10:00:00Z',
    );
  });

  it('before that time, or with no time-stamp at all: not after signing (invalid)', () => {
    expect(revokedAfterSigning({ ...revoked, revokedAt: before })).toBe(false);
    expect(revokedAfterSigning({ ...revoked, revokedAt: proven })).toBe(false);
    expect(revokedAfterSigning({ revocation: 'revoked', revokedAt: after })).toBe(false);
    expect(
      revocationNote({
        revokedAt: before,
        reason: 'superseded',
        afterSigning: false,
        provenTime: proven,
      }),
    ).toBe('revoked before signing on 2026-11-20T08:30:00Z (superseded)');
    expect(revocationNote({ revokedAt: after, afterSigning: false })).toBe(
      'revoked on 2026-11-26T10:00:00Z, with no time-stamp proving the signing time came before',
    );
  });

  it('says nothing for a certificate that is not revoked', () => {
    expect(revokedAfterSigning({ revocation: 'good', provenTime: proven })).toBeNull();
    expect(revokedAfterSigning({ revocation: 'unknown' })).toBeNull();
    expect(revocationNote({ afterSigning: null })).toBeNull();
  });
});

describe('overallVerdict', () => {
  it('is unsigned without signatures, else the worst of them', () => {
    expect(overallVerdict([])).toBe('unsigned');
    expect(overallVerdict(['valid', 'valid'])).toBe('valid');
    expect(overallVerdict(['valid', 'indeterminate'])).toBe('indeterminate');
    expect(overallVerdict(['indeterminate', 'invalid', 'valid'])).toBe('invalid');
  });
});

describe('ltvStatus and padesBaseline', () => {
  const link = { inDss: true, hasRevocationEvidence: true };
  it('complete needs the whole chain in the DSS and evidence for every certificate below the root', () => {
    const facts = { dssPresent: true, links: [link, link], rootInDss: true, chainComplete: true };
    expect(ltvStatus(facts)).toBe('complete');
    expect(ltvStatus({ ...facts, rootInDss: false })).toBe('partial');
    expect(ltvStatus({ ...facts, links: [link, { ...link, hasRevocationEvidence: false }] })).toBe(
      'partial',
    );
    expect(ltvStatus({ ...facts, chainComplete: false })).toBe('partial');
    expect(ltvStatus({ ...facts, dssPresent: false })).toBe('none');
  });
  it('B-B, B-T, B-LT, B-LTA as the evidence grows; none for other sub-filters or time-stamps', () => {
    const base = {
      kind: 'signature' as const,
      subFilter: 'ETSI.CAdES.detached',
      integrity: 'intact' as const,
      timestamped: false,
      ltv: 'none' as const,
      archiveTimestamp: false,
    };
    expect(padesBaseline(base)).toBe('B-B');
    expect(padesBaseline({ ...base, timestamped: true })).toBe('B-T');
    expect(padesBaseline({ ...base, timestamped: true, ltv: 'complete' })).toBe('B-LT');
    expect(
      padesBaseline({ ...base, timestamped: true, ltv: 'complete', archiveTimestamp: true }),
    ).toBe('B-LTA');
    expect(padesBaseline({ ...base, subFilter: 'adbe.pkcs7.detached' })).toBeNull();
    expect(padesBaseline({ ...base, kind: 'documentTimestamp' })).toBeNull();
    expect(padesBaseline({ ...base, integrity: 'broken' })).toBeNull();
  });
});

describe('byteRangeSane', () => {
  it('accepts one gap from the start to within the file, nothing else', () => {
    expect(byteRangeSane([0, 100, 200, 50], 250)).toBe(true);
    expect(byteRangeSane([0, 100, 200, 60], 250)).toBe(false);
    expect(byteRangeSane([10, 100, 200, 50], 250)).toBe(false);
    expect(byteRangeSane([0, 200, 100, 50], 250)).toBe(false);
    expect(byteRangeSane([0, 100, 200], 250)).toBe(false);
    expect(byteRangeSane([0, 1.5, 200, 50], 250)).toBe(false);
  });
});

describe('levelOf', () => {
  const signer = {
    kind: 'signer' as const,
    quality: 'qes' as const,
    legislation: 'zertes' as const,
    qcStatements: [],
    policies: [],
  };
  it("reads the level only from certificates of the service's chain", () => {
    expect(levelOf(signer, true)).toEqual({ level: 'qes', legislation: 'zertes' });
    expect(levelOf(signer, false)).toEqual({ level: null, legislation: null });
    expect(
      levelOf({ ...signer, kind: 'seal', quality: undefined, sealQuality: 'aes' }, true),
    ).toEqual({
      level: 'seal',
      legislation: 'zertes',
    });
    expect(levelOf({ ...signer, quality: 'demo', legislation: undefined }, true)).toEqual({
      level: null,
      legislation: null,
    });
  });
});
