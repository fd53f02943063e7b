// i18next for the app. Translations live in locales/<locale>/<namespace>.json and are loaded
// lazily, one namespace at a time, so a screen only downloads the texts it shows
// (seed 001 §9: en-gb is the default and the fallback; de-ch, fr-ch and it are the others).
import i18next, { type BackendModule, type InitOptions, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LOCALES = ['en-gb', 'de-ch', 'fr-ch', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-gb';

type NamespaceFile = { default: Record<string, unknown> };
// Vite turns every file into its own chunk; nothing is fetched until a namespace is needed.
const files = import.meta.glob<NamespaceFile>('../../locales/*/*.json');

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`../../locales/${language}/${namespace}.json`];
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

/**
 * Starts downloading `namespaces` in `locale` now, whether or not i18next has started: a screen's
 * texts then download beside its data instead of after the app's common texts, which i18next
 * waits for before it asks for more (issue 15, the first screen). i18next's own request later
 * gets the same module, already there or on its way. A failure is left to that request.
 */
export function startTexts(
  locale: Locale,
  namespaces: readonly string[],
): Promise<Record<string, unknown> | undefined>[] {
  return namespaces.map((namespace) => {
    const load = files[`../../locales/${locale}/${namespace}.json`];
    return load
      ? load().then(
          (module) => module.default,
          () => undefined,
        )
      : Promise.resolve(undefined);
  });
}

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
