// The requests of one inbox filter: title, status, signers and last change, each opening its view.
import { Badge, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { STATUS_COLOR } from './status-badge';

export function RequestList({ requests }: { requests: SignatureRequest[] }) {
  const { t, i18n } = useTranslation('dashboard');
  if (requests.length === 0) return <Text color="fg.muted">{t('empty')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
      <Table.Root size="sm" data-testid="request-list">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('columns.title')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.signers')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.updated')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {requests.map((request) => (
            <Table.Row key={request.id}>
              <Table.Cell>
                <ChakraLink asChild colorPalette="brand">
                  <Link to="/view/$srid" params={{ srid: request.id }}>
                    {request.title}
                  </Link>
                </ChakraLink>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_COLOR[request.statusOverall]}>
                  {t(`status.${request.statusOverall}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell>{request.signatures.length}</Table.Cell>
              <Table.Cell>{formatDate(request.updatedAt, i18n.language as Locale)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
