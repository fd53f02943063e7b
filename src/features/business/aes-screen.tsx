// /business/profile/aes-for-business: the aes-for-business block in full, and how to change it.
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useGetBusiness } from '@generated/api/business/business';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AesBlock } from './aes-block';
import { BusinessCard, BusinessPage, ListState } from './business-page';

export function AesScreen({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['business', 'routes']);
  const query = useGetBusiness(businessId);
  const business = query.data?.data;
  return (
    <BusinessPage title={t('routes:aesForBusiness')} lead={t('aes.text')}>
      <ListState query={query}>
        {business && (
          <BusinessCard title={t('aes.title')}>
            <AesBlock business={business} />
            <Text color="fg.muted">{t('aes.change')}</Text>
            <ChakraLink asChild color="brand.600" fontWeight="medium">
              <Link to="/business/members/domains">{t('aes.manageDomains')}</Link>
            </ChakraLink>
          </BusinessCard>
        )}
      </ListState>
    </BusinessPage>
  );
}
