// The frame of every business screen: the page heading, an optional lead text, and cards with a
// heading of their own; plus the loading, failure and empty states the lists share.
import { Alert, Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { failureText } from './business-data';

export function BusinessPage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <ScreenFrame title={title} actions={actions}>
      {lead && <Text color="fg.muted">{lead}</Text>}
      {children}
    </ScreenFrame>
  );
}

export function BusinessCard({
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
  labelId?: string;
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
