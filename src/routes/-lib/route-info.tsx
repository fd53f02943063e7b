// An information page of a route: texts from the `pages` namespace under the route's title key.
import { useTranslation } from 'react-i18next';
import { InfoScreen } from '@/components/shell/frame/info-screen';

export function RouteInfo({ title, to }: { title: string; to?: string }) {
  const { t } = useTranslation(['routes', 'pages']);
  return (
    <InfoScreen
      title={t(`routes:${title}`)}
      text={t(`pages:${title}.text`)}
      action={to ? { to, label: t(`pages:${title}.action`) } : undefined}
    />
  );
}
