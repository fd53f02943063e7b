// The texts drawn on a visual signature (rendering/signature-texts.ts), without a
// canvas: in the signature's language, as the display flags say.
import { describe, expect, it } from 'vitest';
import { signatureTexts, type DrawableSignature } from '../../../src/rendering/signature-texts.ts';

const anna: DrawableSignature = {
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
};

describe('drawn texts', () => {
  it('writes the texts in the signature language', () => {
    const texts = signatureTexts(anna, new Date('2026-11-25T10:00:00Z'));
    expect(texts).toEqual({
      name: 'Anna Meier',
      company: 'Muster Treuhand AG',
      placeAndDate: 'Zürich, 25.11.2026',
      claim: 'Elektronisch signiert',
      standards: 'QES · ZertES (swisscom)',
    });
  });

  it('leaves out what the flags hide and dates in Swiss time', () => {
    const texts = signatureTexts(
      {
        ...anna,
        optionalLine: undefined,
        company: 'ACME',
        language: 'en',
        quality: 'ses',
        legislation: undefined,
        provider: undefined,
        displayClaim: false,
        displayStandards: false,
        location: undefined,
      },
      // 23:30 UTC is already the next day in Zurich.
      new Date('2026-11-25T23:30:00Z'),
    );
    expect(texts).toEqual({
      name: 'Anna Meier',
      company: 'ACME',
      placeAndDate: '26/11/2026',
      claim: undefined,
      standards: undefined,
    });
    expect(
      signatureTexts({ ...anna, displayDate: false, location: undefined }, new Date()).placeAndDate,
    ).toBeUndefined();
  });
});
