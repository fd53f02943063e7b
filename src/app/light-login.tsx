// The light first screen of /login: the unauthenticated layout (product name, language switch),
// the maintenance banner, the 'Test System' frame and the login screen, in plain HTML over React
// and i18next only. The root's rules that apply to /login run here as the full app's root would
// run them (src/routes/-lib/root-before-load.ts): the `lang` query is remembered, a valid `email`
// query becomes the login e-mail, blocking maintenance hands over to the full app (which shows
// /maintenance). Leaving the screen — logged in, or following a link — starts the full app in the
// same page (no reload): the address changes, full-app.tsx loads the next screen, this root
// unmounts and the full app renders.
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LoginScreen } from '@/features/auth/login-screen';
import { i18n, initI18n, LOCALES, type Locale } from '@/lib/i18n';
import { afterLoginTarget, signupHref } from '@/lib/navigation/login-target';
import { loginEmailFromQuery } from '@/lib/navigation/login-email';
import {
  hasBypassCookie,
  maintenanceRedirect,
  MAINTENANCE_POLL_MS,
  type ActiveMaintenance,
} from '@/lib/navigation/maintenance';
import { pageTitle } from '@/lib/navigation/page-title';
import { rememberLocale } from '@/lib/preferences';
import { fetchActiveMaintenance } from '@/lib/status-page';
import { getLoginEmail, setLoginEmail, takeSavedRoute } from '@/lib/session';
import { LightTestSystemFrame } from './light-test-frame';
import './light-page.css';

/** Hands the page to the full app; `href` is pushed first (undefined: stay at this address). */
export type Leave = (href?: string) => void;

/** The language choice of the unauthenticated layout: Italian only while it is the language. */
function LanguageSwitch() {
  const { t, i18n: current } = useTranslation('common');
  const language = current.language as Locale;
  const offered = LOCALES.filter((locale) => locale !== 'it' || language === 'it');
  return (
    <span className="lp-select">
      <select
        aria-label={t('language.label')}
        data-testid="language-switch"
        value={language}
        onChange={(event) => {
          const locale = event.currentTarget.value as Locale;
          rememberLocale(locale);
          void initI18n(locale);
        }}
      >
        {offered.map((locale) => (
          <option key={locale} value={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The status page's maintenance, checked now and every 60 s; blocking hands over to the full app. */
function useMaintenance(leave: Leave, check: () => Promise<ActiveMaintenance | null>) {
  const [maintenance, setMaintenance] = useState<ActiveMaintenance | null>(null);
  useEffect(() => {
    let live = true;
    const look = async () => {
      const found = await check();
      if (!live) return;
      if (maintenanceRedirect('/login', found ?? undefined, hasBypassCookie(document.cookie)))
        leave();
      else setMaintenance(found);
    };
    void look();
    const timer = setInterval(() => void look(), MAINTENANCE_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [leave, check]);
  return maintenance;
}

export function LightLoginPage({
  leave,
  redirect,
  checkMaintenance = fetchActiveMaintenance,
}: {
  leave: Leave;
  /** The `redirect` query: where to go after login (docs/product.md#screens-navigation). */
  redirect?: string;
  /** Looks at the status page (replaced in tests). */
  checkMaintenance?: () => Promise<ActiveMaintenance | null>;
}) {
  const { t } = useTranslation(['common', 'routes']);
  const maintenance = useMaintenance(leave, checkMaintenance);
  const title = pageTitle(t('routes:login'), '/login', t('common:product'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="lp-page" data-layout="unauthenticated">
      {maintenance && !maintenance.isBlocking && (
        <div className="lp-banner" data-testid="maintenance-banner">
          {t('common:maintenance.banner')}{' '}
          <a href={maintenance.url} target="_blank" rel="noreferrer">
            {t('common:maintenance.link')}
          </a>
        </div>
      )}
      <main className="lp-container">
        <div className="lp-header">
          <p className="lp-product">{t('common:product')}</p>
          <LanguageSwitch />
        </div>
        <LoginScreen
          initialEmail={getLoginEmail()}
          onLoggedIn={() => leave(afterLoginTarget(redirect, takeSavedRoute()))}
          navigate={leave}
          signup={signupHref(redirect)}
        />
      </main>
      <LightTestSystemFrame />
    </div>
  );
}

/** The root's query rules for /login (root-before-load.ts): `lang` remembered, `email` kept. */
function applyQueryRules(search: URLSearchParams): void {
  const lang = search.get('lang');
  if (lang && i18n.language.startsWith(lang.slice(0, 2).toLowerCase()))
    rememberLocale(i18n.language);
  const email = loginEmailFromQuery({ email: search.get('email') ?? undefined });
  if (email) setLoginEmail(email);
}

/** Renders the light login into `container` (i18next is started already, main.tsx). */
export function startLightLogin(container: HTMLElement): void {
  const search = new URLSearchParams(window.location.search);
  applyQueryRules(search);
  const root = createRoot(container);
  let leaving = false;
  const leave: Leave = (href) => {
    if (leaving) return;
    leaving = true;
    // The full app's code downloads while the light screen is still shown.
    // The light screen stays until the full app's first screen is ready to render.
    void import('./full-app').then(({ startFullApp }) => {
      if (href) window.history.pushState(null, '', href);
      return startFullApp(container, { replacing: () => root.unmount() });
    });
  };
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <LightLoginPage leave={leave} redirect={search.get('redirect') ?? undefined} />
        </Suspense>
      </I18nextProvider>
    </StrictMode>,
  );
}
