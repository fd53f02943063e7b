// The single-sign-on login rules of auth/rules/sso.ts without a database: where each failure
// lands (the person's login on /sso/error, the company's set-up on /sso/error/company), the
// provider's domains (verified domains of the business only), the issuer's scheme (https, http
// only on this machine); and the sealing of the client secret (security/secret-box.ts).
import { describe, expect, it } from 'vitest';
import {
  assertDomainsVerified,
  assertIssuerScheme,
  normalizedDomains,
  ssoErrorPath,
} from '../../../src/areas/auth/rules/sso.ts';
import { createSecretBox } from '../../../src/security/secret-box.ts';
import { parts, thrown } from '../thrown.ts';

describe('where a failed login lands', () => {
  it('sends the person’s failures to /sso/error and the company’s to /sso/error/company', () => {
    expect(ssoErrorPath('cancelled')).toBe('/sso/error?reason=cancelled');
    expect(ssoErrorPath('expired')).toBe('/sso/error?reason=expired');
    expect(ssoErrorPath('refused')).toBe('/sso/error?reason=refused');
    expect(ssoErrorPath('unreachable')).toBe('/sso/error/company?reason=unreachable');
    expect(ssoErrorPath('not_configured')).toBe('/sso/error/company?reason=not_configured');
    expect(ssoErrorPath('domain')).toBe('/sso/error/company?reason=domain');
  });
});

describe('provider settings', () => {
  it('lower-cases the domains and keeps each once', () => {
    expect(normalizedDomains(['Muster-Treuhand.CH', 'muster-treuhand.ch ', 'alpine.ch'])).toEqual([
      'muster-treuhand.ch',
      'alpine.ch',
    ]);
  });

  it('refuses the first domain that is not verified, pointing at it', () => {
    expect(() => assertDomainsVerified(['a.ch', 'b.ch'], ['a.ch', 'b.ch'])).not.toThrow();
    expect(parts(thrown(() => assertDomainsVerified(['a.ch', 'c.ch'], ['a.ch'])))).toMatchObject({
      kind: 'rule_violated',
      code: 'domain_not_verified',
      errors: [{ pointer: '/body/domains/1' }],
    });
  });

  it('wants https, http only for a provider on this machine', () => {
    expect(() => assertIssuerScheme('https://login.muster-treuhand.ch')).not.toThrow();
    expect(() => assertIssuerScheme('http://127.0.0.1:4000')).not.toThrow();
    expect(() => assertIssuerScheme('http://localhost:4000')).not.toThrow();
    expect(
      parts(thrown(() => assertIssuerScheme('http://login.muster-treuhand.ch'))),
    ).toMatchObject({
      kind: 'rule_violated',
      code: 'identity_provider_unreachable',
      errors: [{ pointer: '/body/issuer' }],
    });
  });
});

describe('the sealed client secret', () => {
  const box = createSecretBox('a-server-secret-of-at-least-32-characters!');

  it('opens what it sealed, and each sealing differs', () => {
    const a = box.seal('client-secret', 'purpose');
    const b = box.seal('client-secret', 'purpose');
    expect(a).not.toBe(b);
    expect(a).not.toContain('client-secret');
    expect(box.open(a, 'purpose')).toBe('client-secret');
  });

  it('refuses another purpose, another key and a changed value', () => {
    const sealed = box.seal('client-secret', 'purpose');
    expect(() => box.open(sealed, 'another purpose')).toThrow();
    expect(() =>
      createSecretBox('another-server-secret-of-32-characters!!').open(sealed, 'purpose'),
    ).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const changed = Buffer.from(body, 'base64url');
    changed[0] ^= 1;
    expect(() =>
      box.open([version, iv, tag, changed.toString('base64url')].join('.'), 'purpose'),
    ).toThrow();
    expect(() => box.open('not sealed', 'purpose')).toThrow();
  });
});
