// Starts the full app: session, server clock, the router inside the providers, after the
// language. main.tsx loads it for every address but a fresh /login, and the light login
// (light-login.tsx) hands over to it once the person leaves the login screen.
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { LoadingScreen } from '@/components/shell/loading-screen';
import { withGlobalCssFromPage } from '@/components/shell/global-css';
import { appSystem } from '@/components/shell/theme';
import { i18n, initI18n } from '@/lib/i18n';
import { restoreSession } from '@/lib/session';
import { installApiEvents } from './api-events';
import { whenIdle } from '@/lib/when-idle';
import { installServerClock } from './server-clock';
import { createQueryClient } from './query-client';
import { startFirstCalls } from './first-calls';
import { currentLocale } from '@/lib/navigation/current-locale';
import { createAppRouter } from './router';

/** How long the first render waits for the first screen's route to load. */
const FIRST_LOAD_WAIT_MS = 4000;

/** Ends the current task: what follows runs in a task of its own (a short one for the phone). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface FullAppStart {
  /** Unmounts what the container shows until now (the light login), right before the render. */
  replacing?: () => void;
  /** The texts' start, begun beside the app's code (main.tsx); else the app starts them. */
  texts?: Promise<void>;
}

/** Starts the full app in `container`. */
export async function startFullApp(
  container: HTMLElement,
  { replacing, texts }: FullAppStart = {},
): Promise<void> {
  // The full app's modules were evaluated in the task that ends here.
  await nextTask();
  restoreSession();
  // The user-guidance tool and the referral widget are configured when the app is built
  // (README): a build without them carries none of their code on its first screens. With them,
  // their install code loads before the router starts, so they see its first navigation.
  const [userGuidance, referralWidget] = await Promise.all([
    import.meta.env.VITE_USERPILOT_TOKEN ? import('./user-guidance') : undefined,
    import.meta.env.VITE_CELLO_PRODUCT_ID ? import('./referral-widget') : undefined,
  ]);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // The route's chunks and data, the maintenance state, the person's account and business (those
  // the entry started already are taken on their way: early-start.ts).
  startFirstCalls(router, queryClient);
  installApiEvents(router, queryClient);
  // The user-guidance tool, when configured (token and feature flag).
  userGuidance?.installUserGuidance(router, queryClient);
  // The referral widget, when configured (its token from POST /v1/user/cello).
  referralWidget?.installReferralWidget(router, queryClient);

  await (texts ?? initI18n(currentLocale()));
  // The first screen's route, data and texts load before the first render, so React renders the
  // finished screen once — in a transition, which it cuts into short tasks instead of one long
  // one (the sync re-render a loaded route otherwise triggers blocked the page for hundreds of
  // milliseconds on a phone). The page's first frame shows meanwhile (under the product bar, the
  // bar and a spinner the server painted: server/src/plugins/boot-shell.ts). A load slower than
  // FIRST_LOAD_WAIT_MS mounts the app anyway: the router then shows its pending screen and
  // carries on with the same load.
  const loaded = Promise.race([
    router.load().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS)),
  ]);
  // Chakra's system builds in its own task while the route's data is on its way.
  await nextTask();
  const system = withGlobalCssFromPage(appSystem());
  // The first date formatter a page builds loads the locale's calendar data (some 20-30 ms on a
  // laptop, four times that on a phone); the first screens show dates, so that happens here, in
  // a task of its own while the data is on its way, rather than inside the first render.
  await nextTask();
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format();
  await loaded;

  replacing?.();
  // Countdowns and expiry checks use the server's clock (src/lib/server-time.ts); the first screen
  // shows none, so its question waits until that screen is rendered and the browser idle instead
  // of taking one of the six connections its scripts, texts, data and images queue on.
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    whenIdle(installServerClock);
  });
  const root = createRoot(container);
  startTransition(() =>
    root.render(
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
    ),
  );
}
