// i18next for the app. Translations live in locales/<locale>/<namespace>.json and are loaded
// lazily, one namespace at a time, so a screen only downloads the texts it shows
// (docs/product.md#constants-locale-platform: en-gb is the default and the fallback; de-ch, fr-ch and it are the others).
import i18next, { type BackendModule, type InitOptions, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaceFile } from './locale-files';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = namespaceFile(language, namespace);
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** Options shared by the app and the test instance (tests/support/render.tsx). */
export const I18N_OPTIONS: InitOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  // Keep 'en-gb' as written: i18next would otherwise ask for 'en-GB' and then for 'en'.
  lowerCaseLng: true,
  load: 'currentOnly',
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes already
};

export const i18n = i18next.createInstance();
i18n.use(lazyBackend).use(initReactI18next);

/**
 * Starts i18next in `locale` (or switches to it when already started); resolves when ready.
 * `namespaces` are loaded with `common`, in parallel (the light login's first screen names its own).
 */
export async function initI18n(
  locale: Locale = DEFAULT_LOCALE,
  namespaces: readonly string[] = [],
): Promise<typeof i18n> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(locale);
    if (namespaces.length) await i18n.loadNamespaces([...namespaces]);
  } else {
    await i18n.init({ ...I18N_OPTIONS, ns: ['common', ...namespaces], lng: locale });
  }
  document.documentElement.lang = locale;
  return i18n;
}
