// /business/seals: the business's electronic seals (seed 001 §3 Seal: accountName, displayName,
// amountApiKeys, amountMembers), each opening its seal page.
import { Link as ChakraLink } from '@chakra-ui/react';
import { useListSeals } from '@generated/api/seals/seals';
import type { Seal } from '@generated/model/seal';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BusinessCard, BusinessPage, ListState } from './business-page';
import { BusinessTable } from './business-table';

export function SealsScreen({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['business', 'routes']);
  const query = useListSeals(businessId);
  const seals = query.data?.data.items ?? [];
  return (
    <BusinessPage title={t('routes:seals')} lead={t('seals.lead')}>
      <BusinessCard title={t('seals.list.title')}>
        <ListState query={query} empty={t('seals.list.empty')}>
          {seals.length > 0 && (
            <BusinessTable<Seal>
              row="Seal"
              rows={seals}
              columns={[
                'displayName',
                'accountName',
                'quality',
                'legislation',
                'amountMembers',
                'amountApiKeys',
              ]}
              caption={t('seals.list.title')}
              rowKey={(seal) => seal.accountName}
              renderCell={{
                quality: (seal) => t(`seals.qualities.${seal.quality}`),
              }}
              actions={(seal) => (
                <ChakraLink asChild color="brand.600" fontWeight="medium">
                  <Link
                    to="/business/seals/$accountname"
                    params={{ accountname: seal.accountName }}
                    aria-label={t('seals.openOf', { name: seal.displayName })}
                  >
                    {t('seals.open')}
                  </Link>
                </ChakraLink>
              )}
            />
          )}
        </ListState>
      </BusinessCard>
    </BusinessPage>
  );
}
