// The pure rules of visual signatures: display permissions (403), defaults, texts, image types.
import { describe, expect, it } from 'vitest';
import {
  PERSONAL_PERMISSIONS,
  checkDisplayPermissions,
  fitInside,
  imageTypeOf,
  placeholderSignature,
  previewData,
  signatureData,
  signatureTexts,
  type SignatureOwner,
  type VisualSignaturePermissions,
} from '../../src/areas/visual-signatures/rules.ts';

const owner: SignatureOwner = {
  firstName: 'Beat',
  lastName: 'Keller',
  email: 'beat.keller@muster-treuhand.ch',
  attributes: { default_quality: ['aes'], default_legislation: ['zertes'] },
};
/** A business that fixes the standards line on (seed 000 §3 permissions, contract example). */
const stdFixed: VisualSignaturePermissions = {
  ...PERSONAL_PERMISSIONS,
  std: { canUpdate: false, defaultValue: true },
};

describe('visual signature rules', () => {
  it('refuses (403) a display option that the permissions fix', () => {
    expect(() => checkDisplayPermissions({ displayStandards: false }, stdFixed)).toThrow(
      expect.objectContaining({ kind: 'forbidden' }),
    );
    expect(() => checkDisplayPermissions({ displayStandards: true }, stdFixed)).not.toThrow();
    expect(() =>
      checkDisplayPermissions({ displayStandards: false }, PERSONAL_PERMISSIONS),
    ).not.toThrow();
  });

  it('fills options from the permission defaults and the quality from the user attributes', () => {
    const data = signatureData({ name: ' Beat Keller ' }, owner, stdFixed);
    expect(data).toMatchObject({
      alias: 'Beat Keller',
      name: 'Beat Keller',
      quality: 'aes',
      legislation: 'zertes',
      language: 'en',
      displayClaim: true,
      displayStandards: true,
      displayDate: true,
      displayQr: false,
    });
  });

  it('shows a fixed option with its value in a preview instead of refusing it', () => {
    expect(
      previewData({ name: 'B', displayStandards: false }, owner, stdFixed).displayStandards,
    ).toBe(true);
  });

  it('builds the placeholder from the saved signature defaults when there are some', () => {
    const placeholder = placeholderSignature(
      { ...owner, defaults: { name: 'B. Keller', company: 'Muster Treuhand AG', displayQr: true } },
      PERSONAL_PERMISSIONS,
    );
    expect(placeholder).toMatchObject({
      name: 'B. Keller',
      company: 'Muster Treuhand AG',
      displayQr: true,
      placeholder: true,
    });
  });

  it('writes the texts in the signature language', () => {
    const texts = signatureTexts(
      {
        name: 'Anna Meier',
        optionalLine: 'Muster Treuhand AG',
        location: 'Zürich',
        language: 'de',
        quality: 'qes',
        legislation: 'zertes',
        provider: 'swisscom',
        displayClaim: true,
        displayStandards: true,
        displayDate: true,
        displayQr: false,
      },
      new Date('2026-11-25T10:00:00Z'),
    );
    expect(texts).toEqual({
      name: 'Anna Meier',
      company: 'Muster Treuhand AG',
      placeAndDate: 'Zürich, 25.11.2026',
      claim: 'Elektronisch signiert',
      standards: 'QES · ZertES (swisscom)',
    });
  });

  it('recognises PNG and JPEG by their bytes and fits images without enlarging', () => {
    expect(imageTypeOf(Buffer.from('89504e470d0a1a0a', 'hex'))).toBe('png');
    expect(imageTypeOf(Buffer.from('ffd8ffe0', 'hex'))).toBe('jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeUndefined();
    expect(fitInside(1200, 400, 600, 280)).toEqual({ width: 600, height: 200 });
    expect(fitInside(100, 50, 600, 280)).toEqual({ width: 100, height: 50 });
  });
});
