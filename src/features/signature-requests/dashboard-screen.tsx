// The dashboard (docs/product.md#screens): tabs, the inbox filters and the requests of the chosen filter in
// the schema table, sorted and paged by the API. The route keeps tab, filter, page and sort in the
// address; the last tab and filter are remembered.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TablePager } from '@/components/schema-table/table-pager';
import { formatSort, parseSort } from '@/components/schema-table/table-sort';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { useCurrentSession } from '@/components/shell/use-current-session';
import type { DashboardListPosition, DashboardSearch } from '@/lib/navigation/dashboard';
import { dashboardQuery, type DashboardAddress } from './dashboard-query';
import { DASHBOARD_PANEL_ID, DashboardTabs } from './dashboard-tabs';
import { RequestList } from './request-list';

function EmptyList({ search }: { search: DashboardSearch }) {
  const { t } = useTranslation('dashboard');
  const which = search.tab === 'inbox' ? (search.filter ?? 'toSign') : 'documents';
  return (
    <Stack gap="3" align="start" py="4" data-testid="dashboard-empty">
      <Text>{t(`emptyFor.${which}`)}</Text>
      <Button asChild size="sm" colorPalette="brand" variant="outline">
        <Link to="/upload">{t('upload')}</Link>
      </Button>
    </Stack>
  );
}

export function DashboardScreen({
  search,
  onChange,
  onPosition,
}: {
  search: DashboardAddress;
  onChange: (next: DashboardSearch) => void;
  onPosition: (next: DashboardListPosition) => void;
}) {
  const { t } = useTranslation(['dashboard', 'routes']);
  const { data } = useSuspenseQuery(dashboardQuery(search));
  const { user } = useCurrentSession();
  const viewer = { id: user?.id, email: user?.email ?? '' };
  const caption =
    search.tab === 'inbox'
      ? t(`dashboard:filters.${search.filter ?? 'toSign'}`)
      : t('dashboard:tabs.documents');
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
        <Stack gap="3" id={DASHBOARD_PANEL_ID} role="tabpanel" aria-label={caption}>
          <RequestList
            requests={data.data.items}
            viewer={viewer}
            caption={caption}
            sort={parseSort(search.sort)}
            onSortChange={(sort) => onPosition({ sort: formatSort(sort) })}
            empty={<EmptyList search={search} />}
          />
          <TablePager
            page={data.data.page}
            onPageChange={(page) => onPosition({ page, sort: search.sort })}
          />
        </Stack>
      </Stack>
    </ScreenFrame>
  );
}
