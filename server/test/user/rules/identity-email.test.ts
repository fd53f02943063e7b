// The rules of the signer identity e-mail (user/rules/identity-email.ts), without a database: what
// a PUT /v1/user asking for an address does, and which addresses may claim a /sendto/ link.
import { describe, expect, it } from 'vitest';
import {
  identityEmailAttributes,
  identityEmailChange,
  claimAddresses,
  verifiedIdentityEmail,
} from '../../../src/areas/user/rules/identity-email.ts';

const account = { email: 'Anna.Meier@muster-treuhand.ch', email_verified: 1 };
const verified = identityEmailAttributes('signer@example.org') as Record<string, string[]>;

describe('identityEmailChange', () => {
  it('keeps the attribute when the body does not name it, or names the verified address', () => {
    expect(identityEmailChange(undefined, account, {})).toEqual({ kind: 'keep' });
    expect(identityEmailChange([' Signer@Example.org '], account, verified)).toEqual({
      kind: 'keep',
    });
    expect(identityEmailChange([], account, {})).toEqual({ kind: 'keep' });
  });

  it('asks for a link for a new address, and for one stored without its verification', () => {
    expect(identityEmailChange(['New@Example.org'], account, verified)).toEqual({
      kind: 'verify',
      email: 'new@example.org',
    });
    const legacy = { signer_identity_email: ['signer@example.org'] };
    expect(identityEmailChange(['signer@example.org'], account, legacy)).toEqual({
      kind: 'verify',
      email: 'signer@example.org',
    });
  });

  it('removes at once, and sets the own confirmed login e-mail without a link', () => {
    expect(identityEmailChange([], account, verified)).toEqual({ kind: 'set', email: undefined });
    expect(identityEmailChange(['anna.meier@muster-treuhand.ch'], account, {})).toEqual({
      kind: 'set',
      email: 'anna.meier@muster-treuhand.ch',
    });
    expect(
      identityEmailChange(['anna.meier@muster-treuhand.ch'], { ...account, email_verified: 0 }, {}),
    ).toEqual({ kind: 'verify', email: 'anna.meier@muster-treuhand.ch' });
  });
});

describe('verified addresses', () => {
  it('writes and removes the address with its verification', () => {
    expect(identityEmailAttributes('x@example.org')).toEqual({
      signer_identity_email: ['x@example.org'],
      signer_identity_email_verified: ['x@example.org'],
    });
    expect(identityEmailAttributes(undefined)).toEqual({
      signer_identity_email: undefined,
      signer_identity_email_verified: undefined,
    });
  });

  it('count the signer identity e-mail only when it matches its verification', () => {
    expect(verifiedIdentityEmail(verified)).toBe('signer@example.org');
    expect(
      verifiedIdentityEmail({ signer_identity_email: ['signer@example.org'] }),
    ).toBeUndefined();
    expect(
      verifiedIdentityEmail({
        signer_identity_email: ['other@example.org'],
        signer_identity_email_verified: ['signer@example.org'],
      }),
    ).toBeUndefined();
  });

  it('are the login e-mail and the verified signer identity e-mail, lower-case', () => {
    const row = (attributes: object) => ({
      email: account.email,
      attributes: JSON.stringify(attributes),
    });
    expect(claimAddresses(row(verified))).toEqual([
      'anna.meier@muster-treuhand.ch',
      'signer@example.org',
    ]);
    expect(claimAddresses(row({ signer_identity_email: ['signer@example.org'] }))).toEqual([
      'anna.meier@muster-treuhand.ch',
    ]);
  });
});
