// The language of a new account from the interface locale: its first two letters (docs/product.md#screens),
// Italian excepted, which only direct signing uses (docs/product.md#validation-language), so it falls back to en.
import type { Language } from '@generated/model';

const ACCOUNT_LANGUAGES: readonly Language[] = ['en', 'de', 'fr'];

export function signupLanguage(locale: string): Language {
  const language = locale.slice(0, 2).toLowerCase() as Language;
  return ACCOUNT_LANGUAGES.includes(language) ? language : 'en';
}
