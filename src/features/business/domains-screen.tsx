// /business/members/domains: the e-mail domains the business owns; add one (seed 001 §5 "a
// dotted hostname ending in 2 or more letters, or a bracketed IPv4 address", checked by the
// contract's pattern in the schema form) and delete one.
import { Button } from '@chakra-ui/react';
import domainSchema from '@generated/schemas/addBusinessDomain.json';
import { useGetBusiness } from '@generated/api/business/business';
import { addBusinessDomain, removeBusinessDomain } from '@generated/api/domains/domains';
import type { DomainRequest } from '@generated/model/domainRequest';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { BusinessCard, BusinessPage, ListState } from './business-page';
import { BusinessTable } from './business-table';
import { useBusinessAction } from './use-business-action';

interface DomainRow {
  domain: string;
}

export function DomainsScreen({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['business', 'routes']);
  const query = useGetBusiness(businessId);
  const rows: DomainRow[] = (query.data?.data.domains ?? []).map((domain) => ({ domain }));
  const [round, setRound] = useState(0);
  const add = useBusinessAction(
    businessId,
    (body: DomainRequest) => addBusinessDomain(businessId, body),
    (body) => t('domains.added', { domain: body.domain }),
  );
  const remove = useBusinessAction(
    businessId,
    (domain: string) => removeBusinessDomain(businessId, domain),
    (domain) => t('domains.removed', { domain }),
  );
  return (
    <BusinessPage title={t('routes:domains')} lead={t('domains.lead')}>
      <BusinessCard title={t('domains.add.title')} text={t('domains.add.text')}>
        <SchemaForm<DomainRequest>
          key={round}
          schema={domainSchema}
          uiSchema={{
            domain: {
              'ui:title': t('domains.add.field'),
              'ui:placeholder': t('domains.add.placeholder'),
            },
          }}
          submitLabel={t('domains.add.submit')}
          pending={add.isPending}
          serverError={add.error}
          onSubmit={(body) => add.mutate(body, { onSuccess: () => setRound((n) => n + 1) })}
        />
      </BusinessCard>
      <BusinessCard title={t('domains.list.title')} text={t('domains.list.sandbox')}>
        <ListState query={query} empty={t('domains.list.empty')}>
          {rows.length > 0 && (
            <BusinessTable<DomainRow>
              row="Domain"
              rows={rows}
              columns={['domain']}
              caption={t('domains.list.title')}
              rowKey={(row) => row.domain}
              actions={(row) => (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  loading={remove.isPending && remove.variables === row.domain}
                  aria-label={t('domains.deleteOf', { domain: row.domain })}
                  onClick={() => remove.mutate(row.domain)}
                >
                  {t('domains.delete')}
                </Button>
              )}
            />
          )}
        </ListState>
      </BusinessCard>
    </BusinessPage>
  );
}
