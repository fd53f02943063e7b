// The three activity logs of a business (seed 001 §7: accounts, signatures, identifications).
import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const ACTIVITY_TABS = ['signatures', 'accounts', 'identifications'] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

export function ActivityTabs({
  tab,
  onChange,
}: {
  tab: ActivityTab;
  onChange: (tab: ActivityTab) => void;
}) {
  const { t } = useTranslation('business');
  return (
    <Tabs.Root value={tab} onValueChange={({ value }) => onChange(value as ActivityTab)}>
      <Tabs.List>
        {ACTIVITY_TABS.map((value) => (
          <Tabs.Trigger key={value} value={value}>
            {t(`activity.${value}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
