// The aes-for-business block (docs/product.md#entities-business-settings aes4biz: enabled, representativeName,
// representativeEmail, commercialRegister, domains) as the business page and its own page show it.
import { Badge, DataList, Text } from '@chakra-ui/react';
import type { Business } from '@generated/model/business';
import { useTranslation } from 'react-i18next';

export function AesBlock({ business }: { business: Business }) {
  const { t } = useTranslation('business');
  const aes = business.aes4biz;
  if (!aes) return <Text color="fg.muted">{t('aes.none')}</Text>;
  const blank = t('aes.notGiven');
  const items: [string, string][] = [
    [t('aes.representativeName'), aes.representativeName ?? blank],
    [t('aes.representativeEmail'), aes.representativeEmail ?? blank],
    [t('aes.commercialRegister'), aes.commercialRegister ?? blank],
    [t('aes.domains'), aes.domains.length ? aes.domains.join(', ') : blank],
  ];
  return (
    <DataList.Root orientation="horizontal" size="md" data-testid="aes-block">
      <DataList.Item>
        <DataList.ItemLabel minW="40">{t('aes.status')}</DataList.ItemLabel>
        <DataList.ItemValue>
          <Badge colorPalette={aes.enabled ? 'green' : 'gray'}>
            {aes.enabled ? t('aes.enabled') : t('aes.disabled')}
          </Badge>
        </DataList.ItemValue>
      </DataList.Item>
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
