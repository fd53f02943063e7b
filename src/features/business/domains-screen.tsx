// /business/members/domains: the e-mail domains the business owns; add one (docs/product.md#validation-contact "a
// dotted hostname ending in 2 or more letters, or a bracketed IPv4 address", checked by the
// contract's pattern in the schema form), prove control (a DNS TXT record in production, the
// reference server's sandbox check labelled as such on each domain and above the list) and
// delete one.
import businessDomainRow from '@generated/rows/BusinessDomain.json';
import { Badge, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import domainSchema from '@generated/schemas/addBusinessDomain.json';
import {
  addBusinessDomain,
  removeBusinessDomain,
  useListBusinessDomains,
  verifyBusinessDomain,
} from '@generated/api/domains/domains';
import type { BusinessDomain } from '@generated/model/businessDomain';
import type { DomainRequest } from '@generated/model/domainRequest';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { BusinessCard, BusinessPage, ListState } from './business-page';
import { BusinessTable } from './business-table';
import { useBusinessAction } from './use-business-action';

export function DomainsScreen({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['business', 'routes']);
  const query = useListBusinessDomains(businessId);
  const rows: BusinessDomain[] = query.data?.data.items ?? [];
  const [round, setRound] = useState(0);
  const add = useBusinessAction(
    businessId,
    (body: DomainRequest) => addBusinessDomain(businessId, body),
    (body) => t('domains.added', { domain: body.domain }),
  );
  const verify = useBusinessAction(
    businessId,
    (domain: string) => verifyBusinessDomain(businessId, domain),
    (domain) => t('domains.checked', { domain }),
  );
  const remove = useBusinessAction(
    businessId,
    (domain: string) => removeBusinessDomain(businessId, domain),
    (domain) => t('domains.removed', { domain }),
  );
  const sandbox = rows.some((row) => row.verifier === 'sandbox');
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
      <BusinessCard
        title={t('domains.list.title')}
        text={sandbox ? t('domains.list.sandbox') : t('domains.list.dns')}
      >
        <ListState query={query} empty={t('domains.list.empty')}>
          {rows.length > 0 && (
            <BusinessTable<BusinessDomain>
              schema={businessDomainRow}
              rows={rows}
              columns={['domain', 'verified', 'txtRecordName']}
              caption={t('domains.list.title')}
              rowKey={(row) => row.domain}
              renderCell={{
                // A sandbox verification proves nothing: its own colour and words, never the
                // green of a DNS proof (the answer's `verifier`, whatever the server's setup).
                verified: (row) =>
                  row.verifier === 'sandbox' ? (
                    <Badge colorPalette="purple" data-verifier="sandbox">
                      {t('domains.verified.sandbox')}
                    </Badge>
                  ) : (
                    <Badge colorPalette={row.verified ? 'green' : 'orange'}>
                      {row.verified ? t('domains.verified.dns') : t('domains.verified.pending')}
                    </Badge>
                  ),
                txtRecordName: (row) =>
                  row.verified ? (
                    '–'
                  ) : (
                    <Stack gap="1">
                      <Text fontSize="xs">{t('domains.txt')}</Text>
                      <Code wordBreak="break-all">{row.txtRecordName}</Code>
                      <Code wordBreak="break-all">{row.txtRecordValue}</Code>
                    </Stack>
                  ),
              }}
              actions={(row) => (
                <HStack gap="2" wrap="nowrap">
                  {!row.verified && (
                    <Button
                      size="xs"
                      variant="outline"
                      loading={verify.isPending && verify.variables === row.domain}
                      aria-label={t('domains.checkOf', { domain: row.domain })}
                      onClick={() => verify.mutate(row.domain)}
                    >
                      {t('domains.check')}
                    </Button>
                  )}
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
                </HStack>
              )}
            />
          )}
        </ListState>
      </BusinessCard>
    </BusinessPage>
  );
}
