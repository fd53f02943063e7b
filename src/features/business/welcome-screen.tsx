// /business/welcome: where a new business admin starts — the first steps, each a link to the
// screen that does it.
import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useGetBusiness } from '@generated/api/business/business';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BusinessCard, BusinessPage } from './business-page';

const STEPS = [
  ['invite', '/business/members'],
  ['domains', '/business/members/domains'],
  ['settings', '/business/settings'],
  ['api', '/business/developers/api'],
] as const;

export function WelcomeScreen({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['business', 'routes']);
  const business = useGetBusiness(businessId).data?.data;
  return (
    <BusinessPage
      title={t('routes:businessWelcome')}
      lead={business ? t('welcome.leadNamed', { name: business.name }) : t('welcome.lead')}
    >
      <BusinessCard title={t('welcome.steps')}>
        <List.Root as="ol" gap="4" ps="5">
          {STEPS.map(([key, to]) => (
            <List.Item key={key}>
              <Stack gap="1" align="start">
                <Text fontWeight="semibold">{t(`welcome.${key}.title`)}</Text>
                <Text color="fg.muted">{t(`welcome.${key}.text`)}</Text>
                <Button asChild size="sm" variant="outline">
                  <Link to={to}>{t(`welcome.${key}.action`)}</Link>
                </Button>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </BusinessCard>
    </BusinessPage>
  );
}
