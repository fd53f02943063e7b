// The generic error page (docs/product.md#screens-shell): "a title, subtitle and a button leading to the root of
// the product's main site, and a 404 illustration", texts error.title, error.subtitle,
// error.button. The route-not-found variant adds 'Page Not Found: {path}' and its status.
import { Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { mainSiteUrl } from '@/lib/env';
import { NotFoundIllustration } from './not-found-illustration';

export interface ErrorPageProps {
  /** 'Page Not Found: {path}' for routes; absent for other errors. */
  message?: string;
  status?: number;
}

export function ErrorPage({ message, status }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  return (
    <Stack align="center" textAlign="center" gap="4" py="12" data-testid="error-page">
      <NotFoundIllustration />
      <Heading as="h1" size="2xl">
        {t('error.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('error.subtitle')}
      </Text>
      {message && (
        <Code data-testid="error-message" data-status={status}>
          {status ? `${status} · ${message}` : message}
        </Code>
      )}
      <Button asChild colorPalette="brand">
        <a href={mainSiteUrl}>{t('error.button')}</a>
      </Button>
    </Stack>
  );
}
