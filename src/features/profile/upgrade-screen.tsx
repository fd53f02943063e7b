// /upgrade: the plans a personal user can move to (GET /v2/businesses/price_plans), each with its
// price per seat by billing cycle. Upgrading means registering a business on that plan, so the
// choice leads to the business registration; a business admin manages the plan in billing.
import { Badge, Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getListPricePlansSuspenseQueryOptions } from '@generated/api/billing/billing';
import type { PlanOffer } from '@generated/model/planOffer';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { formatMinorUnits } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { membershipQueryOptions } from '@/lib/queries/membership';

export const upgradeQueries = () => ({
  plans: getListPricePlansSuspenseQueryOptions(),
  membership: membershipQueryOptions(),
});

function PlanCard({ plan, admin }: { plan: PlanOffer; admin: boolean }) {
  const { t, i18n } = useTranslation('profile-screens');
  const locale = i18n.language as Locale;
  return (
    <Card.Root variant="outline" bg="white" data-testid="plan-offer">
      <Card.Body>
        <Stack gap="3" align="start">
          <Badge bg={`plan.${plan.tier}`} color={plan.tier === 'team' ? 'gray.950' : 'white'}>
            {t(`overview.plan.kinds.${plan.tier}`)}
          </Badge>
          <Heading as="h2" size="md">
            {t(`upgrade.tiers.${plan.tier}`)}
          </Heading>
          <Stack gap="0">
            {plan.prices.map((price) => (
              <Text key={`${price.cycle}-${price.currency}`}>
                {t(`upgrade.price.${price.cycle}`, {
                  amount: formatMinorUnits(price.unitAmount, price.currency, locale),
                })}
              </Text>
            ))}
          </Stack>
          <Text color="fg.muted">
            {plan.maxSeats === null
              ? t('upgrade.seatsFrom', { min: plan.minSeats })
              : t('upgrade.seats', { min: plan.minSeats, max: plan.maxSeats })}
          </Text>
          <Button asChild colorPalette="brand" size="sm">
            <Link to={admin ? '/business/billing/plan' : '/business/register'}>
              {t('upgrade.choose', { plan: t(`overview.plan.kinds.${plan.tier}`) })}
            </Link>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function UpgradeScreen() {
  const { t } = useTranslation(['profile-screens', 'routes']);
  const queries = upgradeQueries();
  const plans = useSuspenseQuery(queries.plans).data.data.plans;
  const membership = useSuspenseQuery(queries.membership).data;
  const admin = membership?.role === 'admin';
  return (
    <ScreenFrame title={t('routes:upgrade')}>
      <Text>{t(admin ? 'profile-screens:upgrade.textAdmin' : 'profile-screens:upgrade.text')}</Text>
      {plans.length === 0 ? (
        <Text color="fg.muted">{t('profile-screens:upgrade.empty')}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          {plans.map((plan) => (
            <PlanCard key={plan.name} plan={plan} admin={admin} />
          ))}
        </SimpleGrid>
      )}
    </ScreenFrame>
  );
}
