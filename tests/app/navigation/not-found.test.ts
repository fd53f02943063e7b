// docs/product.md#screens-navigation: "if it fails, a page-not-found error is shown with the status from the result
// (default 404) and the message 'Page Not Found: {path}'".
import { describe, expect, it } from 'vitest';
import { pageNotFound, validationFailure } from '../../../src/lib/navigation/not-found.ts';

describe('validation checks', () => {
  it('passes a valid result', () => {
    expect(validationFailure('/view/x', { valid: true })).toBeUndefined();
  });

  it("fails with 'Page Not Found: {path}' and status 404 by default", () => {
    expect(validationFailure('/view/abc', { valid: false })).toEqual({
      status: 404,
      message: 'Page Not Found: /view/abc',
      path: '/view/abc',
    });
  });

  it('uses the status of the result', () => {
    expect(validationFailure('/invite/1', { valid: false, status: 410 })?.status).toBe(410);
  });

  it('gives the catch-all slug the same message', () => {
    expect(pageNotFound('/no/such/page').message).toBe('Page Not Found: /no/such/page');
  });
});
