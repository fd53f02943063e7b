// The billing screens' frame is the admin area's (components/page-frame); here are the loading /
// failure / empty states of what they load, and the translated failure of a call.
import { Alert, Spinner, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-messages';

export function failureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return problemMessage(error.problem, t);
  return t('errors:problem.unknown');
}

/** The billing screens use the admin area's frame (shared with the business screens). */
export {
  PageFrame as BillingPage,
  PageCard as BillingCard,
} from '@/components/page-frame/page-frame';

export function ErrorLine({ error }: { error: unknown }) {
  const { t } = useTranslation(['billing', 'errors']);
  if (!error) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{failureText(error, t)}</Alert.Title>
    </Alert.Root>
  );
}

/** What a query's part of the screen shows while it loads, when it failed, or when empty. */
export function LoadState({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  empty?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('billing');
  if (query.isPending) return <Spinner aria-label={t('common.loading')} />;
  if (query.isError) return <ErrorLine error={query.error} />;
  if (children === null || children === false || children === undefined)
    return (
      <Text color="fg.muted" data-testid="empty-state">
        {empty}
      </Text>
    );
  return <>{children}</>;
}
