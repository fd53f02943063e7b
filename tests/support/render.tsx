// Renders a component the way the app does: Chakra system, i18next and a fresh QueryClient.
// Tests get an i18n instance with every namespace already loaded (eager glob), so rendering is
// synchronous and `getBy…` works straight away; the app itself loads namespaces lazily.
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { appSystem } from '@/components/shell/theme';
import { DEFAULT_LOCALE, I18N_OPTIONS, LOCALES, type Locale } from '@/lib/i18n';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', {
  eager: true,
});

function allResources(): Resource {
  const resources: Resource = {};
  for (const [file, module] of Object.entries(files)) {
    const [, locale, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!locale || !namespace) continue;
    resources[locale] ??= {};
    resources[locale][namespace] = module.default;
  }
  return resources;
}

/** A ready i18n instance in `locale` with every namespace of every locale loaded. */
export function createTestI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng: locale,
    resources: allResources(),
    ns: Object.keys(allResources()[DEFAULT_LOCALE] ?? { common: {} }),
    initAsync: false,
  });
  return instance;
}

// vitest runs without globals, so Testing Library cannot unmount by itself between tests.
afterEach(() => cleanup());

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { locale = DEFAULT_LOCALE, queryClient = createTestQueryClient(), ...rest } = options;
  const i18n = createTestI18n(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={appSystem()}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
  return { ...render(ui, { wrapper, ...rest }), i18n, queryClient };
}

export { LOCALES };
