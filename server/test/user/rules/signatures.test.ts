// The signature side of a user (user/rules/signatures.ts), without a database: the defaults of
// docs/product.md#entities-user "signatures (name, company, language default en, location, displayClaim,
// displayStandards, displayQr, displayDate)", the permissions of docs/product.md#entities-user "visualSignatures claim, date
// and std, each with canUpdate and defaultValue", and the disabled qualities.
import { describe, expect, it } from 'vitest';
import {
  disabledQualities,
  permissions,
  signatureDefaults,
} from '../../../src/areas/user/rules/signatures.ts';

type Row = Record<'first_name' | 'last_name' | 'attributes' | 'signature_defaults', string>;
const row = (overrides: Partial<Row> = {}): Row => ({
  first_name: 'Anna',
  last_name: 'Meier',
  attributes: '{}',
  signature_defaults: '{}',
  ...overrides,
});

describe('signatureDefaults', () => {
  it('derives the defaults from the names, language en by default', () => {
    expect(signatureDefaults(row())).toEqual({
      name: 'Anna Meier',
      language: 'en',
      displayClaim: true,
      displayStandards: true,
      displayQr: false,
      displayDate: true,
    });
  });

  it('takes the account language and the stored defaults over the derived ones', () => {
    const stored = { name: 'A. Meier', company: 'Muster Treuhand AG', displayQr: true };
    expect(
      signatureDefaults(
        row({ attributes: '{"lang":["fr"]}', signature_defaults: JSON.stringify(stored) }),
      ),
    ).toEqual({
      name: 'A. Meier',
      company: 'Muster Treuhand AG',
      language: 'fr',
      displayClaim: true,
      displayStandards: true,
      displayQr: true,
      displayDate: true,
    });
  });

  it('ignores broken stored defaults and cuts the derived name to 100 characters', () => {
    const long = row({
      first_name: 'A'.repeat(80),
      last_name: 'B'.repeat(80),
      signature_defaults: '{',
    });
    expect(signatureDefaults(long).name).toBe(`${'A'.repeat(80)} ${'B'.repeat(19)}`);
  });
});

describe('permissions', () => {
  it('lets a personal account change every display option, each on by default', () => {
    const open = { canUpdate: true, defaultValue: true };
    expect(permissions()).toEqual({ visualSignatures: { claim: open, date: open, std: open } });
  });
});

describe('disabledQualities', () => {
  it('keeps the known qualities once, in stored order', () => {
    expect(
      disabledQualities({ disabled_qualities: '["aes","bogus","qes","aes",3,"part11"]' }),
    ).toEqual(['aes', 'qes', 'part11']);
    expect(disabledQualities({ disabled_qualities: 'not json' })).toEqual([]);
    expect(disabledQualities({ disabled_qualities: '{"aes":true}' })).toEqual([]);
  });
});
