// docs/product.md#screens-navigation "A free user (neither member nor admin) needs free_signatures_remaining above 0,
// except in direct signing." /upload "Redirected to / for users on the new free plan."
// docs/product.md#states-billing "free_v1 and free_migrated are new free".
import { describe, expect, it } from 'vitest';
import { canSign, uploadRedirect } from '../../../src/lib/navigation/free-plan.ts';

describe('free signatures', () => {
  it('needs free_signatures_remaining above 0 for a free user', () => {
    expect(canSign('user', { freeSignaturesRemaining: ['1'] })).toBe(true);
    expect(canSign('user', { freeSignaturesRemaining: ['0'] })).toBe(false);
    expect(canSign('user', {})).toBe(false);
  });

  it('does not limit members, admins or direct signing', () => {
    expect(canSign('member', { freeSignaturesRemaining: ['0'] })).toBe(true);
    expect(canSign('admin', {})).toBe(true);
    expect(canSign('nas', undefined)).toBe(true);
  });
});

describe('/upload', () => {
  it('sends users on free_v1 and free_migrated to /', () => {
    expect(uploadRedirect({ freeAccountType: ['free_v1'] })).toBe('/');
    expect(uploadRedirect({ freeAccountType: ['free_migrated'] })).toBe('/');
  });

  it('keeps other users on /upload', () => {
    expect(uploadRedirect({ freeAccountType: ['free_legacy'] })).toBeUndefined();
    expect(uploadRedirect({})).toBeUndefined();
  });
});
