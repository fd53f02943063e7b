// Starts the full app: session, server clock, the router inside the providers, after the
// language. main.tsx loads it for every address but a fresh /login, and the light login
// (light-login.tsx) hands over to it once the person leaves the login screen.
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { LoadingScreen } from '@/components/shell/loading-screen';
import { system } from '@/components/shell/theme';
import { i18n, initI18n } from '@/lib/i18n';
import { maintenanceQueryOptions } from '@/lib/queries/maintenance';
import { restoreSession } from '@/lib/session';
import { installApiEvents } from './api-events';
import { installServerClock } from './server-clock';
import { installReferralWidget } from './referral-widget';
import { installUserGuidance } from './user-guidance';
import { createQueryClient } from './query-client';
import { preloadCurrentRoute } from './preload-route';
import { currentLocale } from './boot-locale';
import { createAppRouter } from './router';

export async function startFullApp(container: HTMLElement): Promise<void> {
  restoreSession();
  // Countdowns and expiry checks use the server's clock (src/lib/server-time.ts).
  installServerClock();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  preloadCurrentRoute(router);
  // The root route's first question (blocking maintenance) goes out while the texts load; its
  // before-load then reads the answer already on its way.
  void queryClient.prefetchQuery(maintenanceQueryOptions());
  installApiEvents(router, queryClient);
  // The user-guidance tool, when configured (token and feature flag).
  installUserGuidance(router, queryClient);
  // The referral widget, when configured (its token from POST /v1/user/cello).
  installReferralWidget(router, queryClient);

  await initI18n(currentLocale());

  createRoot(container).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<LoadingScreen />}>
              <RouterProvider router={router} />
            </Suspense>
          </QueryClientProvider>
        </I18nextProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}
