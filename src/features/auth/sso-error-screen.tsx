// /sso/error and /sso/error/company: a single-sign-on login that failed, with the reason the
// server's callback gives in `?reason=` (areas/auth/rules/sso.ts SsoFailure). /sso/error is the
// person's login (cancelled, expired, refused), /sso/error/company the company's set-up (no
// provider any more, the provider unreachable, an e-mail outside its domains).
import { useTranslation } from 'react-i18next';
import { InfoScreen } from '@/components/shell/frame/info-screen';

export const SSO_FAILURES = [
  'cancelled',
  'expired',
  'refused',
  'unreachable',
  'not_configured',
  'domain',
] as const;
export type SsoFailure = (typeof SSO_FAILURES)[number];

export const isSsoFailure = (value: unknown): value is SsoFailure =>
  typeof value === 'string' && (SSO_FAILURES as readonly string[]).includes(value);

export function SsoErrorScreen({
  company,
  reason,
}: {
  company: boolean;
  reason: SsoFailure | undefined;
}) {
  const { t } = useTranslation(['auth', 'routes', 'pages']);
  const page = company ? 'ssoErrorCompany' : 'ssoError';
  return (
    <InfoScreen
      title={t(`routes:${page}`)}
      text={reason ? t(`auth:sso.reason.${reason}`) : t(`pages:${page}.text`)}
      action={{ to: '/login', label: t(`pages:${page}.action`) }}
    />
  );
}
