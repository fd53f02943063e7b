// /business/billing/invoices: the invoices of the business, newest first, each with its PDF
// (the provider's address; a draft has none yet). Manually invoiced businesses land here.
import { Badge, Button, HStack, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { useListInvoices } from '@generated/api/billing/billing';
import type { InvoiceStatus } from '@generated/model/invoiceStatus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingNav } from './billing-nav';
import { BillingCard, BillingPage, LoadState } from './billing-page';
import { useDay, useMoney } from './billing-data';

const STATUS_COLOR: Record<InvoiceStatus, string> = {
  draft: 'gray',
  open: 'orange',
  paid: 'green',
  uncollectible: 'red',
  void: 'gray',
};

export function InvoicesScreen({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['billing', 'routes']);
  const [page, setPage] = useState(0);
  const query = useListInvoices(businessId, { page, size: 20 });
  const money = useMoney();
  const day = useDay();
  const list = query.data?.data;
  return (
    <BillingPage title={t('routes:invoices')} lead={t('invoices.lead')}>
      <BillingNav />
      <BillingCard title={t('invoices.title')} labelId="invoices">
        <LoadState query={query} empty={t('invoices.empty')}>
          {list && list.items.length > 0 && (
            <Table.ScrollArea tabIndex={0} role="region" aria-label={t('invoices.title')}>
              <Table.Root size="sm" aria-labelledby="invoices">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('invoices.number')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('invoices.date')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('invoices.amount')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('invoices.status')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('invoices.pdf')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {list.items.map((invoice) => (
                    <Table.Row key={invoice.id}>
                      <Table.Cell>{invoice.number}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{day(invoice.date)}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {money(invoice.amount, invoice.currency)}
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={STATUS_COLOR[invoice.status]}>
                          {t(`invoices.statuses.${invoice.status}`)}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell>
                        {invoice.pdfUrl ? (
                          <ChakraLink
                            href={invoice.pdfUrl}
                            target="_blank"
                            rel="noreferrer"
                            color="brand.600"
                            download={`${invoice.number}.pdf`}
                          >
                            {t('invoices.download', { number: invoice.number })}
                          </ChakraLink>
                        ) : (
                          <Text color="fg.muted">{t('invoices.noPdf')}</Text>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </LoadState>
        {list && list.page.totalPages > 1 && (
          <HStack gap="3" as="nav" aria-label={t('invoices.pages')}>
            <Button
              size="sm"
              variant="outline"
              disabled={page <= 0}
              onClick={() => setPage(page - 1)}
            >
              {t('invoices.previous')}
            </Button>
            <Text fontSize="sm">
              {t('invoices.pageOf', { page: list.page.number + 1, pages: list.page.totalPages })}
            </Text>
            <Button
              size="sm"
              variant="outline"
              disabled={page + 1 >= list.page.totalPages}
              onClick={() => setPage(page + 1)}
            >
              {t('invoices.next')}
            </Button>
          </HStack>
        )}
      </BillingCard>
    </BillingPage>
  );
}
