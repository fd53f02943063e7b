// /business/extras: the custom extras of the business's contract (GET .../customextras): part 11,
// aes for business, custom branding and retention, each on or off with its details, and where
// to use it.
import { Badge, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useGetBusinessCustomExtras } from '@generated/api/business/business';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BusinessCard, BusinessPage, ListState } from './business-page';

const EXTRAS = [
  ['part11', '/business/settings'],
  ['aes4biz', '/business/profile/aes-for-business'],
  ['customBranding', '/business/settings'],
  ['retention', '/business/settings'],
] as const;

export function ExtrasScreen({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['business', 'routes']);
  const query = useGetBusinessCustomExtras(businessId);
  const extras = query.data?.data;
  return (
    <BusinessPage title={t('routes:extras')} lead={t('extras.lead')}>
      <ListState query={query}>
        {extras &&
          EXTRAS.map(([key, to]) => {
            const extra = extras[key];
            const details = 'details' in extra ? extra.details : null;
            return (
              <BusinessCard
                key={key}
                title={t(`extras.names.${key}`)}
                actions={
                  <Badge colorPalette={extra.enabled ? 'green' : 'gray'}>
                    {extra.enabled ? t('extras.included') : t('extras.notIncluded')}
                  </Badge>
                }
              >
                <Stack gap="2">
                  <Text>{t(`extras.texts.${key}`)}</Text>
                  {details && <Text color="fg.muted">{details}</Text>}
                  <HStack>
                    {extra.enabled ? (
                      <ChakraLink asChild color="brand.600" fontWeight="medium">
                        <Link to={to}>{t('extras.use')}</Link>
                      </ChakraLink>
                    ) : (
                      <Text fontSize="sm" color="fg.muted">
                        {t('extras.ask')}
                      </Text>
                    )}
                  </HStack>
                </Stack>
              </BusinessCard>
            );
          })}
      </ListState>
    </BusinessPage>
  );
}
