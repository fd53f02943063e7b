// "a light maintenance banner (warning colour, text plus link) when a non-blocking maintenance is
// active" (docs/product.md#overview). Blocking maintenance never reaches here: the guard shows /maintenance.
import { Alert, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ActiveMaintenance } from '@/lib/navigation/maintenance';

export function MaintenanceBanner({
  maintenance,
}: {
  maintenance: ActiveMaintenance | null | undefined;
}) {
  const { t } = useTranslation('common');
  if (!maintenance || maintenance.isBlocking) return null;
  return (
    <Alert.Root status="warning" variant="subtle" rounded="none" data-testid="maintenance-banner">
      <Alert.Indicator />
      <Alert.Description>
        {t('maintenance.banner')}{' '}
        <Link href={maintenance.url} target="_blank" rel="noreferrer" fontWeight="semibold">
          {t('maintenance.link')}
        </Link>
      </Alert.Description>
    </Alert.Root>
  );
}
