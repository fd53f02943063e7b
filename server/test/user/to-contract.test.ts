// The users row → contract User mapping of user/to-contract.ts, without a database (
// docs/product.md#entities-user's User: id (username), email, emailVerified, firstName, lastName, hasSso, retention,
// permissions, attributes, signatureQualities, disabledQualities, signatures).
import { describe, expect, it } from 'vitest';
import { toContractUser } from '../../src/areas/user/to-contract.ts';
import type { UserRow } from '../../src/areas/user/index.ts';

const row: UserRow = {
  id: 'anna.meier',
  email: 'anna.meier@muster-treuhand.ch',
  password_hash: 'scrypt$secret',
  first_name: 'Anna',
  last_name: 'Meier',
  email_verified: 1,
  has_sso: 0,
  retention: 30,
  attributes: JSON.stringify({ lang: ['de'], avatar: ['f2'], weak_password: ['false'] }),
  qualities: JSON.stringify(['ses:any', 'qes:zertes', 'nonsense']),
  disabled_qualities: '["aes"]',
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  last_login_at: null,
  signature_defaults: '{}',
};

describe('toContractUser', () => {
  it('maps every field of the row, booleans from 0/1, attributes in camelCase', () => {
    const open = { canUpdate: true, defaultValue: true };
    expect(toContractUser(row)).toEqual({
      id: 'anna.meier',
      email: 'anna.meier@muster-treuhand.ch',
      emailVerified: true,
      firstName: 'Anna',
      lastName: 'Meier',
      hasSso: false,
      retention: 30,
      permissions: { visualSignatures: { claim: open, date: open, std: open } },
      attributes: { lang: ['de'], weakPassword: ['false'] },
      signatureQualities: { ses: { any: { quality: 'ses' } }, qes: { zertes: { quality: 'qes' } } },
      disabledQualities: ['aes'],
      signatures: {
        name: 'Anna Meier',
        language: 'de',
        displayClaim: true,
        displayStandards: true,
        displayQr: false,
        displayDate: true,
      },
    });
  });

  it('never answers the password hash or internal attributes', () => {
    const user = toContractUser(row);
    expect(JSON.stringify(user)).not.toContain('scrypt');
    expect(user.attributes).not.toHaveProperty('avatar');
  });
});
