// The forms area's test helpers on top of the shared wrapper (tests/support/render.tsx): the
// app's theme, i18next with every namespace loaded, a fresh QueryClient.
import type { ReactElement } from 'react';
import { createTestI18n, renderWithProviders } from '../../support/render';
import type { Locale } from '@/lib/i18n';

export { LOCALES } from '@/lib/i18n';

type Tree = Record<string, unknown>;
const files = import.meta.glob<Tree>('../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The namespaces of one locale, read from locales/<locale>/<namespace>.json. */
export function localeResources(locale: string): Record<string, Tree> {
  const resources: Record<string, Tree> = {};
  for (const [path, tree] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match && match[1] === locale) resources[match[2]] = tree;
  }
  return resources;
}

export async function testI18n(locale: Locale = 'en-gb') {
  return createTestI18n(locale);
}

export async function renderForms(ui: ReactElement, locale: Locale = 'en-gb') {
  return renderWithProviders(ui, { locale });
}
