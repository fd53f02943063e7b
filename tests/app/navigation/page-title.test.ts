// docs/product.md#screens-shell "The page title is the route's title, or a capitalised last path segment,
// followed by the product name."
import { describe, expect, it } from 'vitest';
import { lastSegmentTitle, pageTitle } from '../../../src/lib/navigation/page-title.ts';

describe('pageTitle', () => {
  it("uses the route's title followed by the product name", () => {
    expect(pageTitle('Dashboard', '/dashboard', 'Signing Service')).toBe(
      'Dashboard - Signing Service',
    );
  });

  it('falls back to the capitalised last path segment', () => {
    expect(lastSegmentTitle('/business/developers/api')).toBe('Api');
    expect(lastSegmentTitle('/signup/mail-sent')).toBe('Mail sent');
    expect(pageTitle(undefined, '/cookiesblocked', 'Signing Service')).toBe(
      'Cookiesblocked - Signing Service',
    );
    expect(pageTitle(undefined, '/', 'Signing Service')).toBe('Signing Service');
  });
});
