// Language rules (docs/product.md#screens, docs/product.md#validation-language): "Accepted language query values: en-gb, de-ch, fr-ch, it
// (first two letters used)"; "Default language is the browser's, else en. Italian is ignored
// unless direct sign."
import { DEFAULT_LOCALE, type Locale } from '../locales';

const BY_LANGUAGE: Record<string, Locale> = { en: 'en-gb', de: 'de-ch', fr: 'fr-ch', it: 'it' };
export const ACCEPTED_LANG_QUERY = ['en-gb', 'de-ch', 'fr-ch', 'it'] as const;

/** The two-letter language of a locale or language tag ('de-ch' → 'de'). */
export function languageOf(tag: string): string {
  return tag.slice(0, 2).toLowerCase();
}

/** The locale a language tag stands for, honouring the Italian rule; undefined if unsupported. */
export function localeFor(tag: string | undefined, directSign: boolean): Locale | undefined {
  if (!tag) return undefined;
  const locale = BY_LANGUAGE[languageOf(tag)];
  if (locale === 'it' && !directSign) return undefined;
  return locale;
}

/** The `lang` query value as a locale: only the four accepted values, by their first two letters. */
export function localeFromQuery(lang: unknown, directSign: boolean): Locale | undefined {
  if (typeof lang !== 'string') return undefined;
  if (!(ACCEPTED_LANG_QUERY as readonly string[]).includes(lang.toLowerCase())) return undefined;
  return localeFor(lang, directSign);
}

/** The browser's first supported language, else the default (en). */
export function browserLocale(languages: readonly string[], directSign: boolean): Locale {
  for (const tag of languages) {
    const locale = localeFor(tag, directSign);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export interface LocaleSources {
  query?: unknown;
  /** The language the user chose before (stored), or the user's `lang` attribute. */
  chosen?: string;
  browser: readonly string[];
  directSign: boolean;
}

/** Query first, then the chosen language, then the browser's, else en. */
export function resolveLocale({ query, chosen, browser, directSign }: LocaleSources): Locale {
  return (
    localeFromQuery(query, directSign) ??
    localeFor(chosen, directSign) ??
    browserLocale(browser, directSign)
  );
}

/** The value stored in the user's `lang` attribute for a locale ('de-ch' → 'de'). */
export function attributeLanguage(locale: Locale): string {
  return languageOf(locale);
}
