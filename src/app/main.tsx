// The entry: the chunk-reload guard, error reporting and the referral code for every address,
// then one of two boots (light-login-start.ts): the light login on a fresh /login, the full app elsewhere. Each
// boot's code is its own chunk, so /login never downloads the full app's libraries
// (e2e/budgets.ts), and the full app's first screens never download the light login.
import { installChunkReload } from '@/lib/chunk-reload';
import { initI18n } from '@/lib/i18n';
import { captureReferral } from '@/lib/integrations/referral';
import { currentLocale } from '@/lib/navigation/current-locale';
import { installErrorReporting } from './error-reporting';
import {
  FULL_APP_NAMESPACES,
  isLightLoginStart,
  LIGHT_LOGIN_NAMESPACES,
} from './light-login-start';

installChunkReload();
// Unhandled errors reach the error-reporting service when one is configured (loaded lazily).
installErrorReporting();
// A referral link's code is kept for a year (docs/product.md#constants).
captureReferral(window.location, (cookie) => (document.cookie = cookie));

const container = document.getElementById('root')!;
// No top-level await: a boot's chunk that imported a module the bundler placed in the entry's
// chunk would wait for the entry, and the entry for it.
if (isLightLoginStart(window.location.pathname)) {
  // The login's texts download beside its code, not after it.
  void Promise.all([
    import('./light-login'),
    initI18n(currentLocale(), LIGHT_LOGIN_NAMESPACES),
  ]).then(([{ startLightLogin }]) => startLightLogin(container));
} else {
  // The texts download beside the full app's code too; the app starts as soon as its code is
  // there (its first API calls go out while the texts still load) and waits for them to render.
  const texts = initI18n(currentLocale(), FULL_APP_NAMESPACES);
  void import('./full-app').then(({ startFullApp }) =>
    startFullApp(container, { texts: texts.then(() => undefined) }),
  );
}
