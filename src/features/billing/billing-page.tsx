// The frame of the billing screens: page heading with a lead text, cards with their own heading,
// the loading / failure / empty states of what they load, and the translated failure of a call.
import { Alert, Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-messages';

export function failureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return problemMessage(error.problem, t);
  return t('errors:problem.unknown');
}

export function BillingPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <ScreenFrame title={title}>
      {lead && <Text color="fg.muted">{lead}</Text>}
      {children}
    </ScreenFrame>
  );
}

export function BillingCard({
  title,
  text,
  actions,
  children,
  labelId,
}: {
  title: string;
  text?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  labelId: string;
}) {
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby={labelId}>
      <Card.Body>
        <Stack gap="4">
          <Stack
            direction={{ base: 'column', md: 'row' }}
            justify="space-between"
            align={{ base: 'stretch', md: 'center' }}
            gap="3"
          >
            <Heading as="h2" size="lg" id={labelId}>
              {title}
            </Heading>
            {actions}
          </Stack>
          {text && <Text color="fg.muted">{text}</Text>}
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

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
