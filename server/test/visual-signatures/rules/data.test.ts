// The pure rules of a visual signature's data (areas/visual-signatures/rules/data.ts), without a
// database: the values a saved signature takes (docs/product.md#entities-user "signatures (name, company, language
// default en, location, displayClaim, displayStandards, displayQr, displayDate)"), the language
// (docs/product.md#validation-language "Italian is ignored unless direct sign"), the quota and the default flag.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HEIGHT,
  DEFAULT_WIDTH,
  MAX_SIGNATURES_PER_USER,
  checkSignatureQuota,
  defaultFlag,
  ownerAttribute,
  parseAttributes,
  parseSignatureData,
  parseSignatureDefaults,
  previewData,
  signatureData,
  signatureLanguage,
  type SignatureOwner,
} from '../../../src/areas/visual-signatures/rules/data.ts';
import {
  PERSONAL_PERMISSIONS,
  type VisualSignaturePermissions,
} from '../../../src/areas/visual-signatures/rules/permissions.ts';

const owner: SignatureOwner = {
  firstName: 'Beat',
  lastName: 'Keller',
  email: 'beat.keller@muster-treuhand.ch',
  attributes: { default_quality: ['aes'], default_legislation: ['zertes'] },
};
/** A business that fixes the standards line on (docs/product.md#entities-user permissions, contract example). */
const stdFixed: VisualSignaturePermissions = {
  ...PERSONAL_PERMISSIONS,
  std: { canUpdate: false, defaultValue: true },
};

describe('signature data', () => {
  it('has the default size of docs/product.md#entities-visual-signature "Default size 300x140"', () => {
    expect([DEFAULT_WIDTH, DEFAULT_HEIGHT]).toEqual([300, 140]);
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

  it('keeps the saved quality on update, drops the legislation for ses, trims the texts', () => {
    const base = signatureData({ name: 'Beat', quality: 'qes', legislation: 'eidas' }, owner, {
      ...PERSONAL_PERMISSIONS,
    });
    const updated = signatureData(
      { name: 'Beat', company: '  ', location: ' Bern ' },
      owner,
      PERSONAL_PERMISSIONS,
      {
        base,
      },
    );
    expect(updated).toMatchObject({ quality: 'qes', legislation: 'eidas', location: 'Bern' });
    expect(updated.company).toBeUndefined();
    expect(
      signatureData(
        { name: 'Beat', quality: 'ses', legislation: 'eidas' },
        owner,
        PERSONAL_PERMISSIONS,
      ).legislation,
    ).toBeUndefined();
  });

  it('refuses a blank name (422 with the pointer /body/name)', () => {
    expect(() => signatureData({ name: '   ' }, owner, PERSONAL_PERMISSIONS)).toThrow(
      expect.objectContaining({
        kind: 'rule_violated',
        code: 'blank_name',
        errors: [expect.objectContaining({ pointer: '/body/name' })],
      }),
    );
  });

  it('refuses (403) to save a display option that the permissions fix', () => {
    expect(() => signatureData({ name: 'Beat', displayStandards: false }, owner, stdFixed)).toThrow(
      expect.objectContaining({ kind: 'forbidden' }),
    );
  });

  it('shows a fixed option with its value in a preview instead of refusing it', () => {
    expect(
      previewData({ name: 'B', displayStandards: false }, owner, stdFixed).displayStandards,
    ).toBe(true);
  });

  it('ignores Italian unless direct sign (docs/product.md#validation-language); unknown languages become en', () => {
    expect(signatureLanguage('it', false)).toBe('en');
    expect(signatureLanguage('it', true)).toBe('it');
    expect(signatureLanguage('de', false)).toBe('de');
    expect(signatureLanguage('es', true)).toBe('en');
    expect(signatureLanguage(undefined, false)).toBe('en');
    expect(
      signatureData({ name: 'B', language: 'it' }, owner, PERSONAL_PERMISSIONS, { direct: true })
        .language,
    ).toBe('it');
  });

  it('reads a user attribute by its snake_case or camelCase name', () => {
    expect(ownerAttribute(owner, 'default_quality')).toBe('aes');
    expect(
      ownerAttribute({ ...owner, attributes: { defaultQuality: ['qes'] } }, 'default_quality'),
    ).toBe('qes');
    expect(ownerAttribute(owner, 'lang')).toBeUndefined();
  });
});

describe('quota and default flag', () => {
  it(`refuses (422) a signature beyond ${MAX_SIGNATURES_PER_USER}`, () => {
    expect(() => checkSignatureQuota(MAX_SIGNATURES_PER_USER - 1)).not.toThrow();
    expect(() => checkSignatureQuota(MAX_SIGNATURES_PER_USER)).toThrow(
      expect.objectContaining({ kind: 'rule_violated', code: 'too_many_visual_signatures' }),
    );
  });

  it('makes the first signature the default and otherwise follows `default`', () => {
    expect(defaultFlag({ isNew: true, userHasDefault: false })).toBe(true);
    expect(defaultFlag({ isNew: true, userHasDefault: true })).toBe(false);
    expect(defaultFlag({ isNew: true, userHasDefault: false, makeDefault: false })).toBe(false);
    expect(defaultFlag({ isNew: false, userHasDefault: true, makeDefault: true })).toBe(true);
    expect(defaultFlag({ isNew: false, userHasDefault: true, makeDefault: false })).toBe(false);
    expect(defaultFlag({ isNew: false, userHasDefault: true })).toBeUndefined();
  });
});

describe('stored JSON columns', () => {
  it('reads the data column as saved', () => {
    const data = signatureData({ name: 'Beat' }, owner, PERSONAL_PERMISSIONS);
    expect(parseSignatureData(JSON.stringify(data))).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it('reads signature defaults, treating an empty object or junk as none', () => {
    expect(parseSignatureDefaults('{"name":"B. Keller"}')).toEqual({ name: 'B. Keller' });
    expect(parseSignatureDefaults('{}')).toBeUndefined();
    expect(parseSignatureDefaults('not json')).toBeUndefined();
    expect(parseSignatureDefaults(null)).toBeUndefined();
  });

  it('reads attributes, treating junk as none', () => {
    expect(parseAttributes('{"lang":["de"]}')).toEqual({ lang: ['de'] });
    expect(parseAttributes('null')).toEqual({});
    expect(parseAttributes('{')).toEqual({});
  });
});
