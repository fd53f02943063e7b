// The three activity logs of a business (seed 001 §7: accounts, signatures, identifications).
import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const ACTIVITY_TABS = ['signatures', 'accounts', 'identifications'] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

export function ActivityTabs({
  tab,
  onChange,
  children,
}: {
  tab: ActivityTab;
  onChange: (tab: ActivityTab) => void;
  /** The chosen log; it is the panel the tabs control (aria-controls must name a rendered one). */
  children?: ReactNode;
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
      <Tabs.Content value={tab}>{children}</Tabs.Content>
    </Tabs.Root>
  );
}
