// docs/product.md#screens-navigation "Accepted language query values: en-gb, de-ch, fr-ch, it (first two letters
// used)", docs/product.md#validation-language "Default language is the browser's, else en. Italian is ignored unless direct
// sign."
import { describe, expect, it } from 'vitest';
import {
  attributeLanguage,
  browserLocale,
  localeFromQuery,
  resolveLocale,
} from '../../../src/lib/navigation/locale.ts';
import { loginEmailFromQuery } from '../../../src/lib/navigation/login-email.ts';

describe('lang query', () => {
  it('accepts en-gb, de-ch, fr-ch and it', () => {
    expect(localeFromQuery('en-gb', false)).toBe('en-gb');
    expect(localeFromQuery('de-ch', false)).toBe('de-ch');
    expect(localeFromQuery('FR-CH', false)).toBe('fr-ch');
    expect(localeFromQuery('it', true)).toBe('it');
  });

  it('refuses other values', () => {
    expect(localeFromQuery('de', false)).toBeUndefined();
    expect(localeFromQuery('es', false)).toBeUndefined();
    expect(localeFromQuery(undefined, false)).toBeUndefined();
  });

  it('ignores Italian unless direct sign', () => {
    expect(localeFromQuery('it', false)).toBeUndefined();
    expect(resolveLocale({ query: 'it', browser: ['it-CH'], directSign: false })).toBe('en-gb');
    expect(resolveLocale({ query: 'it', browser: [], directSign: true })).toBe('it');
  });
});

describe('default language', () => {
  it("is the browser's, else en", () => {
    expect(browserLocale(['de-DE', 'en'], false)).toBe('de-ch');
    expect(browserLocale(['fr'], false)).toBe('fr-ch');
    expect(browserLocale(['es-ES', 'pt'], false)).toBe('en-gb');
    expect(browserLocale([], false)).toBe('en-gb');
    expect(browserLocale(['it-IT', 'de'], false)).toBe('de-ch');
  });

  it('puts the query before the chosen language and the chosen before the browser', () => {
    expect(
      resolveLocale({ query: 'fr-ch', chosen: 'de', browser: ['en'], directSign: false }),
    ).toBe('fr-ch');
    expect(resolveLocale({ chosen: 'de', browser: ['en'], directSign: false })).toBe('de-ch');
  });

  it('stores the two-letter language in the user attribute', () => {
    expect(attributeLanguage('de-ch')).toBe('de');
    expect(attributeLanguage('en-gb')).toBe('en');
  });
});

describe('login e-mail from the query', () => {
  it('keeps a valid e-mail only', () => {
    expect(loginEmailFromQuery({ email: 'anna.meier@muster-treuhand.ch' })).toBe(
      'anna.meier@muster-treuhand.ch',
    );
    expect(loginEmailFromQuery({ email: 'not-an-email' })).toBeUndefined();
    expect(loginEmailFromQuery({})).toBeUndefined();
  });
});
