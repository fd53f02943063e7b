// The app's languages (docs/product.md#constants-locale-platform: en-gb is the default and the fallback; de-ch, fr-ch and it are
// the others), in a module that imports nothing: the page's entry (src/app/early-start.ts) picks
// the language of the first screen's texts with them, before i18next has downloaded.
export const LOCALES = ['en-gb', 'de-ch', 'fr-ch', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-gb';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
