// Starts the app: language, session, chunk-reload guard, then the router inside the providers.
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { LoadingScreen } from '@/components/shell/loading-screen';
import { system } from '@/components/shell/theme';
import { installChunkReload } from '@/lib/chunk-reload';
import { i18n, initI18n } from '@/lib/i18n';
import { isDirectSignPath } from '@/lib/navigation/direct-sign';
import { resolveLocale } from '@/lib/navigation/locale';
import { captureReferral } from '@/lib/integrations/referral';
import { chosenLocale } from '@/lib/preferences';
import { restoreSession } from '@/lib/session';
import { installApiEvents } from './api-events';
import { installErrorReporting } from './error-reporting';
import { installServerClock } from './server-clock';
import { installReferralWidget } from './referral-widget';
import { installUserGuidance } from './user-guidance';
import { createQueryClient } from './query-client';
import { preloadCurrentRoute } from './preload-route';
import { createAppRouter } from './router';

installChunkReload();
// A referral link's code is kept for a year (seed 001 §9).
captureReferral(window.location, (cookie) => (document.cookie = cookie));
// Unhandled errors reach the error-reporting service when one is configured (loaded lazily).
installErrorReporting();
restoreSession();
// Countdowns and expiry checks use the server's clock (src/lib/server-time.ts).
installServerClock();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
preloadCurrentRoute(router);
installApiEvents(router, queryClient);
// The user-guidance tool, when configured (token and feature flag).
installUserGuidance(router, queryClient);
// The referral widget, when configured (its token from POST /v1/user/cello).
installReferralWidget(router, queryClient);

const search = new URLSearchParams(window.location.search);
await initI18n(
  resolveLocale({
    query: search.get('lang') ?? undefined,
    chosen: chosenLocale(),
    browser: navigator.languages,
    directSign: isDirectSignPath(window.location.pathname),
  }),
);

createRoot(document.getElementById('root')!).render(
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
