// The invoices of the business, newest first, each with its PDF (the provider's address; a
// draft has none yet), through the schema table. Manually invoiced businesses land here.
import { Badge, Button, chakra, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useListInvoices } from '@generated/api/billing/billing';
import type { Invoice } from '@generated/model/invoice';
import type { InvoiceStatus } from '@generated/model/invoiceStatus';
import invoiceRow from '@generated/rows/Invoice.json';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaTable } from '@/components/schema-table/schema-table';
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

/** The invoice's PDF to download, or why there is none yet (a draft). */
function InvoicePdf({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  if (!invoice.pdfUrl) return <Text color="fg.muted">{t('invoices.noPdf')}</Text>;
  return (
    <ChakraLink
      href={invoice.pdfUrl}
      target="_blank"
      rel="noreferrer"
      color="brand.600"
      download={`${invoice.number}.pdf`}
    >
      {t('invoices.download', { number: invoice.number })}
    </ChakraLink>
  );
}

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
            <SchemaTable<Invoice>
              schema={invoiceRow}
              rows={list.items}
              columns={['number', 'date', 'amount', 'status', 'pdfUrl']}
              caption={t('invoices.title')}
              titles={{
                number: t('invoices.number'),
                date: t('invoices.date'),
                amount: t('invoices.amount'),
                status: t('invoices.status'),
                pdfUrl: t('invoices.pdf'),
              }}
              alignEnd={['amount']}
              cardsBelow="md"
              renderCell={{
                date: (invoice) => (
                  <chakra.span whiteSpace="nowrap">{day(invoice.date)}</chakra.span>
                ),
                amount: (invoice) => (
                  <chakra.span whiteSpace="nowrap">
                    {money(invoice.amount, invoice.currency)}
                  </chakra.span>
                ),
                status: (invoice) => (
                  <Badge colorPalette={STATUS_COLOR[invoice.status]}>
                    {t(`invoices.statuses.${invoice.status}`)}
                  </Badge>
                ),
                pdfUrl: (invoice) => <InvoicePdf invoice={invoice} />,
              }}
            />
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
