// The `language` of POST /v3/sign (contract Language: en, de, fr, it) from the interface locale.
import type { Language } from '@generated/model/language';

const LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'it'];

export function signLanguage(locale: string): Language {
  const language = locale.slice(0, 2).toLowerCase() as Language;
  return LANGUAGES.includes(language) ? language : 'en';
}
