// The dashboard's tab and inbox filter choosers; choices are written to the address.
import { Button, HStack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_FILTERS,
  DASHBOARD_TABS,
  type DashboardFilter,
  type DashboardSearch,
  type DashboardTab,
} from '@/lib/navigation/dashboard';

/** The element that shows the chosen list; every tab controls it (aria-controls). */
export const DASHBOARD_PANEL_ID = 'dashboard-list';

export function DashboardTabs({
  search,
  onChange,
}: {
  search: DashboardSearch;
  onChange: (next: DashboardSearch) => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Tabs.Root
        value={search.tab}
        // The list below is the panel of whichever tab is chosen: without this the tabs would
        // point aria-controls at panels that are never rendered (axe aria-valid-attr-value).
        ids={{ content: () => DASHBOARD_PANEL_ID }}
        onValueChange={({ value }) => onChange({ tab: value as DashboardTab })}
      >
        <Tabs.List>
          {DASHBOARD_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {search.tab === 'inbox' && (
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('filterLabel')}>
          {DASHBOARD_FILTERS.map((filter: DashboardFilter) => (
            <Button
              key={filter}
              size="sm"
              rounded="full"
              variant={search.filter === filter ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={search.filter === filter}
              onClick={() => onChange({ tab: 'inbox', filter })}
            >
              {t(`filters.${filter}`)}
            </Button>
          ))}
        </HStack>
      )}
    </>
  );
}
