// The requests of one dashboard list through the schema table: title (opens the request), status,
// each signer with their own state, last change, and the row's actions. Sorting and paging go
// through the API (the screen passes the answer's page and the address's sort). Below the md
// breakpoint the rows are cards, their sort buttons above them: a phone cut off the actions column.
import { Badge, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { Signature } from '@generated/model/signature';
import requestRow from '@generated/rows/SignatureRequest.json';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaTable } from '@/components/schema-table/schema-table';
import type { TableSort } from '@/components/schema-table/table-sort';
import { DASHBOARD_SORTABLE } from '@/lib/navigation/dashboard';
import { REQUEST_COLUMNS } from './request-columns';
import type { Viewer } from './request-permissions';
import { RequestRowActions } from './request-row-actions';
import { SignerStatusBadge, STATUS_COLOR } from './status-badge';

function signerName(signature: Signature): string {
  const identity = signature.signerIdentityData;
  const named = [identity?.firstName, identity?.lastName].filter(Boolean).join(' ');
  return signature.name || named || signature.accountEmail || identity?.emailAddress || '–';
}

function Signers({ request }: { request: SignatureRequest }) {
  const { t } = useTranslation('dashboard');
  if (request.signatures.length === 0) {
    return <Text color="fg.muted">{t('row.noSigners')}</Text>;
  }
  return (
    <Stack as="ul" gap="1" listStyleType="none" data-testid="row-signers">
      {request.signatures.map((signature) => (
        <Stack as="li" key={signature.id} direction="row" gap="2" align="center" wrap="wrap">
          <Text as="span" maxW="48" truncate title={signerName(signature)}>
            {signerName(signature)}
          </Text>
          <SignerStatusBadge status={signature.status} requestStatus={request.statusOverall} />
        </Stack>
      ))}
    </Stack>
  );
}

export function RequestList({
  requests,
  viewer,
  sort,
  onSortChange,
  empty,
  caption,
}: {
  requests: SignatureRequest[];
  viewer: Viewer;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  empty: ReactNode;
  caption: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <SchemaTable<SignatureRequest>
      schema={requestRow}
      rows={requests}
      columns={REQUEST_COLUMNS}
      caption={caption}
      sortable={[...DASHBOARD_SORTABLE]}
      sort={sort}
      onSortChange={onSortChange}
      empty={empty}
      cardsBelow="md"
      renderCell={{
        title: (request) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium">
            <Link to="/view/$srid" params={{ srid: request.id }}>
              {request.title}
            </Link>
          </ChakraLink>
        ),
        statusOverall: (request) => (
          <Badge colorPalette={STATUS_COLOR[request.statusOverall]}>
            {t(`status.${request.statusOverall}`)}
          </Badge>
        ),
        signatures: (request) => <Signers request={request} />,
      }}
      rowActions={(request) => <RequestRowActions request={request} viewer={viewer} />}
    />
  );
}
