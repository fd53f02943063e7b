// Who sent the request and when, the cost centre it is booked to, and the sender's message.
import { DataList, Text } from '@chakra-ui/react';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';

export function RequestOverview({ request }: { request: SignatureRequest }) {
  const { t, i18n } = useTranslation('requests');
  const date = (value: string) => formatDate(value, i18n.language as Locale);
  const rows: [string, string][] = [
    [t('overview.sender'), `${request.sender.name} (${request.sender.email})`],
    [t('overview.created'), date(request.createdAt)],
    ...(request.costCenter
      ? [[t('overview.costCenter'), request.costCenter] as [string, string]]
      : []),
    ...(request.initiatedAt
      ? [[t('overview.sent'), date(request.initiatedAt)] as [string, string]]
      : []),
    ...(request.completedAt
      ? [[t('overview.completed'), date(request.completedAt)] as [string, string]]
      : []),
  ];
  return (
    <>
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue minW="0" overflowWrap="anywhere">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {request.message && (
        <Text whiteSpace="pre-wrap" borderLeftWidth="3px" borderColor="brand.muted" pl="3">
          {request.message}
        </Text>
      )}
    </>
  );
}
