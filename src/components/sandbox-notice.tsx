// A line over the screens that show a sandbox provider's data (GET /v1/sandboxes): on a test
// system the plan, payment methods and invoices come from the sandbox payment provider and an
// identification from the sandbox page, so the screen says that nothing real happened. Nothing
// is shown while the answer loads, when it fails, or when the provider is real.
import { Alert } from '@chakra-ui/react';
import { useListSandboxes } from '@generated/api/system/system';
import type { SandboxesProvidersItem } from '@generated/model/sandboxesProvidersItem';
import { useTranslation } from 'react-i18next';

export function SandboxNotice({ provider }: { provider: 'payment' | 'identification' }) {
  const { t } = useTranslation('common');
  // Which providers are sandboxes changes only with a restart: asked once per page load.
  const { data } = useListSandboxes({ query: { staleTime: Infinity, retry: false } });
  const providers: SandboxesProvidersItem[] = data?.data.providers ?? [];
  if (!providers.includes(provider)) return null;
  return (
    <Alert.Root status="warning" variant="outline" data-testid={`sandbox-notice-${provider}`}>
      <Alert.Indicator />
      <Alert.Title>{t(`sandbox.${provider}`)}</Alert.Title>
    </Alert.Root>
  );
}
