// The translation files (locales/<locale>/<namespace>.json), each a chunk of its own that nothing
// fetches until a namespace is needed. Apart from i18next (i18n.ts), so the page's entry
// (src/app/early-start.ts) can start a first screen's texts with the same `import()`s: the
// browser's module map then gives i18next the module already there or on its way.
import type { Locale } from './locales';

type NamespaceFile = { default: Record<string, unknown> };
const files = import.meta.glob<NamespaceFile>('../../locales/*/*.json');

/** The download of a namespace's file, or undefined when the language has no such file. */
export function namespaceFile(
  language: string,
  namespace: string,
): (() => Promise<NamespaceFile>) | undefined {
  return files[`../../locales/${language}/${namespace}.json`];
}

/**
 * Starts downloading `namespaces` in `locale` now, whether or not i18next has started: a screen's
 * texts then download beside its data instead of after the app's common texts, which i18next
 * waits for before it asks for more (the first screen). i18next's own request later
 * gets the same module, already there or on its way. A failure is left to that request.
 */
export function startTexts(
  locale: Locale,
  namespaces: readonly string[],
): Promise<Record<string, unknown> | undefined>[] {
  return namespaces.map((namespace) => {
    const load = namespaceFile(locale, namespace);
    return load
      ? load().then(
          (module) => module.default,
          () => undefined,
        )
      : Promise.resolve(undefined);
  });
}
