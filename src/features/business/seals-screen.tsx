// /business/seals: the business's electronic seals (docs/product.md#entities-seals-api-users Seal: accountName, displayName,
// amountApiKeys, amountMembers), each opening its seal page.
import sealRow from '@generated/rows/Seal.json';
import { Link as ChakraLink } from '@chakra-ui/react';
import createSchema from '@generated/schemas/createSeal.json';
import { createSeal, useListSeals } from '@generated/api/seals/seals';
import type { Seal } from '@generated/model/seal';
import type { SealCreate } from '@generated/model/sealCreate';
import { useState } from 'react';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BusinessCard, BusinessPage, ListState } from './business-page';
import { BusinessTable } from './business-table';
import { HelpBelowField } from './help-below-field';
import { useBusinessAction } from './use-business-action';

const CREATE_FIELDS = ['displayName', 'accountName', 'legislation'] as const;

export function SealsScreen({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['business', 'routes']);
  const query = useListSeals(businessId);
  const seals = query.data?.data.items ?? [];
  const [round, setRound] = useState(0);
  const create = useBusinessAction(
    businessId,
    (body: SealCreate) => createSeal(businessId, body),
    (body) => t('seals.created', { name: body.displayName }),
  );
  const uiSchema = Object.fromEntries([
    ['ui:order', CREATE_FIELDS],
    ...CREATE_FIELDS.map((field) => [
      field,
      {
        'ui:title': t(`seals.create.fields.${field}`),
        'ui:help': t(`seals.create.help.${field}`),
        'ui:FieldTemplate': HelpBelowField,
      },
    ]),
  ]);
  return (
    <BusinessPage title={t('routes:seals')} lead={t('seals.lead')}>
      <BusinessCard title={t('seals.create.title')} text={t('seals.create.text')}>
        <SchemaForm<SealCreate>
          key={round}
          schema={createSchema}
          uiSchema={uiSchema}
          formData={{ legislation: 'zertes' }}
          submitLabel={t('seals.create.submit')}
          pending={create.isPending}
          serverError={create.error}
          onSubmit={(body) => create.mutate(body, { onSuccess: () => setRound((n) => n + 1) })}
        />
      </BusinessCard>
      <BusinessCard title={t('seals.list.title')}>
        <ListState query={query} empty={t('seals.list.empty')}>
          {seals.length > 0 && (
            <BusinessTable<Seal>
              schema={sealRow}
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
