// The dashboard (seed 000 §2): tabs, the inbox filters and the requests of the chosen filter.
// The route keeps tab and filter in the address; the last choice is remembered.
import { Button, Stack } from '@chakra-ui/react';
import {
  getListSignatureRequestsQueryOptions,
  type listSignatureRequests,
} from '@generated/api/signature-requests/signature-requests';
import { useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import type { DashboardSearch } from '@/lib/navigation/dashboard';
import { DashboardTabs } from './dashboard-tabs';
import { RequestList } from './request-list';

type ListAnswer = Awaited<ReturnType<typeof listSignatureRequests>>;

export function dashboardQuery(search: DashboardSearch) {
  const params = search.tab === 'inbox' ? { filter: search.filter } : {};
  return getListSignatureRequestsQueryOptions(params) as UseSuspenseQueryOptions<ListAnswer>;
}

export function DashboardScreen({
  search,
  onChange,
}: {
  search: DashboardSearch;
  onChange: (next: DashboardSearch) => void;
}) {
  const { t } = useTranslation(['dashboard', 'routes']);
  const { data } = useSuspenseQuery(dashboardQuery(search));
  return (
    <ScreenFrame
      title={t('routes:dashboard')}
      actions={
        <Button asChild colorPalette="brand">
          <Link to="/upload">{t('dashboard:upload')}</Link>
        </Button>
      }
    >
      <Stack gap="4">
        <DashboardTabs search={search} onChange={onChange} />
        <RequestList requests={data.data.items} />
      </Stack>
    </ScreenFrame>
  );
}
