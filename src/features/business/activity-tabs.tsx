// The three activity logs of a business (docs/product.md#calls-activity: accounts, signatures, identifications):
// the tab list and the panel of the chosen tab.
import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TABS, type ActivityTab } from './activity-tab-names';

export { ACTIVITY_TABS, type ActivityTab };

export function ActivityTabs({
  tab,
  onChange,
  children,
}: {
  tab: ActivityTab;
  onChange: (tab: ActivityTab) => void;
  /** The chosen log, shown in the tab's panel. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('business');
  return (
    <Tabs.Root value={tab} onValueChange={({ value }) => onChange(value as ActivityTab)} lazyMount>
      <Tabs.List>
        {ACTIVITY_TABS.map((value) => (
          <Tabs.Trigger key={value} value={value}>
            {t(`activity.${value}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ACTIVITY_TABS.map((value) => (
        <Tabs.Content key={value} value={value}>
          {value === tab ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
