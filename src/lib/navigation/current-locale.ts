// The locale the app starts in (docs/product.md#screens-navigation language rules: the `lang` query, the remembered
// choice, the browser's languages; Italian only on direct-signing pages), for both boots.
import { isDirectSignPath } from '@/lib/navigation/direct-sign';
import { resolveLocale } from '@/lib/navigation/locale';
import { chosenLocale } from '@/lib/preferences';
import type { Locale } from '@/lib/locales';

export function currentLocale(
  location: Pick<Location, 'search' | 'pathname'> = window.location,
): Locale {
  return resolveLocale({
    query: new URLSearchParams(location.search).get('lang') ?? undefined,
    chosen: chosenLocale(),
    browser: navigator.languages,
    directSign: isDirectSignPath(location.pathname),
  });
}
