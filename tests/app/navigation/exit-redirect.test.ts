// docs/product.md#validation-exit-urls "Exit URLs must be http or https, otherwise empty; error and decline URLs fall
// back to the exit URL. redirectTimeout: default 45; 0 means immediate; otherwise clamped to 10
// through 90 seconds." docs/product.md#states-exit-redirect "It applies only if exactly one request was signed and it is the last
// one viewed".
import { describe, expect, it } from 'vitest';
import {
  exitRedirect,
  exitUrlFor,
  redirectTimeout,
  safeExitUrl,
} from '../../../src/lib/navigation/exit-redirect.ts';

describe('exit URLs', () => {
  it('accepts http and https only', () => {
    expect(safeExitUrl('https://crm.example/done')).toBe('https://crm.example/done');
    expect(safeExitUrl('http://crm.example/')).toBe('http://crm.example/');
    expect(safeExitUrl('javascript:alert(1)')).toBe('');
    expect(safeExitUrl('ftp://crm.example/')).toBe('');
    expect(safeExitUrl('/relative')).toBe('');
  });

  it('falls back to the exit URL for error and decline', () => {
    const settings = { exitUrl: 'https://a.example/', errorUrl: 'data:x', declineUrl: undefined };
    expect(exitUrlFor(settings, 'error')).toBe('https://a.example/');
    expect(exitUrlFor(settings, 'declined')).toBe('https://a.example/');
    expect(exitUrlFor({ ...settings, declineUrl: 'https://b.example/' }, 'declined')).toBe(
      'https://b.example/',
    );
  });
});

describe('redirectTimeout', () => {
  it('defaults to 45, 0 is immediate, otherwise 10 through 90', () => {
    expect(redirectTimeout(undefined)).toBe(45);
    expect(redirectTimeout('abc')).toBe(45);
    expect(redirectTimeout(0)).toBe(0);
    expect(redirectTimeout('0')).toBe(0);
    expect(redirectTimeout(3)).toBe(10);
    expect(redirectTimeout(200)).toBe(90);
    expect(redirectTimeout('30')).toBe(30);
  });
});

describe('exitRedirect', () => {
  const settings = { exitUrl: 'https://crm.example/done', timeout: 20 };
  it('applies when exactly one request was signed and it is the last one viewed', () => {
    expect(exitRedirect(settings, 'signed', { signedIds: ['r1'], lastViewedId: 'r1' })).toEqual({
      url: 'https://crm.example/done',
      seconds: 20,
    });
  });

  it('does not apply for several signed requests or another last viewed', () => {
    expect(
      exitRedirect(settings, 'signed', { signedIds: ['r1', 'r2'], lastViewedId: 'r2' }),
    ).toBeUndefined();
    expect(
      exitRedirect(settings, 'signed', { signedIds: ['r1'], lastViewedId: 'r2' }),
    ).toBeUndefined();
    expect(exitRedirect(settings, 'signed', { signedIds: [], lastViewedId: 'r1' })).toBeUndefined();
  });

  it('does not apply without a valid exit URL', () => {
    expect(
      exitRedirect({ exitUrl: 'mailto:a@b.c' }, 'signed', {
        signedIds: ['r1'],
        lastViewedId: 'r1',
      }),
    ).toBeUndefined();
  });
});
