// /sso/complete: where the server's single-sign-on callback sends the browser with the session in
// the fragment. The fragment is taken off the address at once, the session started (as the
// password login does), and the app goes on: to /signup/sso when the account must still confirm
// the link with the mailed secret ("Forced when SSO setup is incomplete"), else to the page saved
// before login or the dashboard.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoScreen } from '@/components/shell/frame/info-screen';
import { setSsoIncomplete, startSession } from '@/lib/session';
import { parseSsoLanding, ssoLandingTarget } from './sso-complete';

export function SsoCompleteScreen({
  afterLogin,
  onDone,
}: {
  /** Where a finished login goes (saved route or dashboard). */
  afterLogin: () => string;
  onDone: (to: string) => void;
}) {
  const { t } = useTranslation(['auth', 'routes']);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const landing = parseSsoLanding(window.location.hash);
    // The token must not stay in the address (history, bookmarks, screenshots).
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!landing) {
      setFailed(true);
      return;
    }
    startSession(landing.token, false);
    setSsoIncomplete(landing.ssoId ?? false);
    onDone(ssoLandingTarget(landing, afterLogin()));
    // Runs once: the fragment is read and removed on arrival.
  }, []);
  return (
    <InfoScreen
      title={t('routes:ssoComplete')}
      text={failed ? t('auth:sso.complete.missing') : t('auth:sso.complete.text')}
      action={failed ? { to: '/login', label: t('auth:sso.complete.toLogin') } : undefined}
    />
  );
}
