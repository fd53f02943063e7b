// The business screens' frame is the admin area's (components/page-frame); here are the loading,
// failure and empty states the lists share.
import { Alert, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from './business-data';

/** The business screens use the admin area's frame (shared with the billing screens). */
export {
  PageFrame as BusinessPage,
  PageCard as BusinessCard,
} from '@/components/page-frame/page-frame';

/** What a list shows while it loads, when it failed, or when it has no rows yet. */
export function ListState({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** Shown when children is null: says what to do next. */
  empty?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['business', 'errors']);
  if (query.isPending) return <Spinner aria-label={t('business:common.loading')} />;
  if (query.isError)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{failureText(query.error, t)}</Alert.Title>
      </Alert.Root>
    );
  if (children === null || children === false)
    return (
      <Text color="fg.muted" data-testid="empty-state">
        {empty}
      </Text>
    );
  return <>{children}</>;
}

export function ErrorLine({ error }: { error: unknown }) {
  const { t } = useTranslation(['business', 'errors']);
  if (!error) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{failureText(error, t)}</Alert.Title>
    </Alert.Root>
  );
}
