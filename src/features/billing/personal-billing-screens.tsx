// /billing, /billing/settings and /billing/usage. A business's members and admins see who pays
// for them (members reach only /billing: docs/product.md#screens-business-redirects redirects the other two); an admin is sent
// on to the business billing. A personal user sees the free plan, the free signatures left, and
// the ways to a paid plan; users of the legacy free plan (free_legacy) are told about the move to
// the new free plan (the free-migration dialog) until they acknowledge it: the answer is recorded
// on the server (PUT /v1/user/billing/free-migration), so no other browser offers it again.
import { Alert, Badge, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  acknowledgeFreeMigration,
  getGetFreeMigrationQueryKey,
  useGetFreeMigration,
} from '@generated/api/billing/billing';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '@/components/shell/use-current-session';
import { BillingCard, BillingPage } from './billing-page';
import { freeMigrationDialog } from './dialogs';
import { freeSignaturesRemaining } from '@/lib/navigation/free-plan';

type Page = 'billing' | 'billingSettings' | 'billingUsage';

function BusinessPays() {
  const { t } = useTranslation('billing');
  const membership = useCurrentSession().membership;
  if (!membership) return null;
  const admin = membership.role === 'admin';
  return (
    <BillingCard title={t('personal.businessTitle')} labelId="business-pays">
      <Text>{t('personal.businessText', { business: membership.business.name })}</Text>
      {admin ? (
        <Button asChild colorPalette="brand" alignSelf="start">
          <Link to="/business/billing/plan">{t('personal.manage')}</Link>
        </Button>
      ) : (
        <Text color="fg.muted">{t('personal.askAdmin')}</Text>
      )}
    </BillingCard>
  );
}

function FreeMigrationNotice() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const migration = useGetFreeMigration().data?.data;
  if (!migration?.migrating || migration.acknowledgedAt) return null;
  const open = () =>
    void freeMigrationDialog.open(undefined, {
      // A failed call keeps the dialog open with the error (dialog-store); it closes on success.
      onAnswer: async (choice) => {
        await acknowledgeFreeMigration({ choice });
        await queryClient.invalidateQueries({ queryKey: getGetFreeMigrationQueryKey() });
        if (choice === 'upgrade') await navigate({ to: '/upgrade' });
      },
    });
  return (
    <Alert.Root status="info" data-testid="free-migration-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('personal.migration')}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={open}>
        {t('personal.migrationMore')}
      </Button>
    </Alert.Root>
  );
}

function PersonalPlan({ page }: { page: Page }) {
  const { t } = useTranslation('billing');
  const user = useCurrentSession().user;
  if (!user) return null;
  const plan = user.attributes.freeAccountType?.[0];
  const remaining = freeSignaturesRemaining(user.attributes);
  return (
    <Stack gap="5">
      {plan === 'free_legacy' && <FreeMigrationNotice />}
      <BillingCard title={t('personal.planTitle')} labelId="personal-plan">
        <HStack gap="3" wrap="wrap">
          <Badge size="lg" colorPalette="gray" data-testid="personal-plan">
            {t(plan === 'free_legacy' ? 'personal.freeLegacy' : 'personal.free')}
          </Badge>
        </HStack>
        {page !== 'billingSettings' && (
          <Text data-testid="free-signatures">{t('personal.remaining', { count: remaining })}</Text>
        )}
        {page === 'billingSettings' && <Text>{t('personal.settingsText')}</Text>}
        <HStack gap="2" wrap="wrap">
          <Button asChild colorPalette="brand">
            <Link to="/business/upgrade">{t('personal.buyBusiness')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/upgrade">{t('personal.seePlans')}</Link>
          </Button>
        </HStack>
      </BillingCard>
      {page === 'billing' && (
        <HStack gap="4" wrap="wrap">
          <ChakraLink asChild color="brand.600">
            <Link to="/billing/usage">{t('personal.toUsage')}</Link>
          </ChakraLink>
          <ChakraLink asChild color="brand.600">
            <Link to="/billing/settings">{t('personal.toSettings')}</Link>
          </ChakraLink>
        </HStack>
      )}
    </Stack>
  );
}

export function PersonalBillingScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['billing', 'routes']);
  const membership = useCurrentSession().membership;
  return (
    <BillingPage title={t(`routes:${page}`)} lead={t(`personal.lead.${page}`)}>
      {membership ? <BusinessPays /> : <PersonalPlan page={page} />}
    </BillingPage>
  );
}
