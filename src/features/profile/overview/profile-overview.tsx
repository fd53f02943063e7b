// /profile: who you are, your plan, your signature level and how to raise it, your visual
// signature, your business, and deleting the account (docs/product.md#screens-layouts "Main layout with profile
// sub-navigation").
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { DeleteAccountSection } from '../delete-account-section';
import { BusinessCard } from './business-card';
import { IdentityCard } from './identity-card';
import { LevelCard } from './level-card';
import { overviewQueries } from './overview-queries';
import { PlanCard } from './plan-card';
import { VisualSignatureCard } from './visual-signature-card';

export function ProfileOverview() {
  const { t } = useTranslation('routes');
  const queries = overviewQueries();
  const user = useSuspenseQuery(queries.user).data.data;
  const level = useSuspenseQuery(queries.level).data.data;
  const signatures = useSuspenseQuery(queries.signatures).data.data;
  const membership = useSuspenseQuery(queries.membership).data;
  return (
    <ScreenFrame title={t('profile')}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <IdentityCard user={user} />
          <PlanCard user={user} membership={membership} />
          <LevelCard
            detail={level}
            user={user}
            part11={membership?.business.settings.signatureRequests.part11.enabled === true}
          />
          <VisualSignatureCard list={signatures} />
        </SimpleGrid>
        <BusinessCard membership={membership} userId={user.id} />
        <DeleteAccountSection />
      </Stack>
    </ScreenFrame>
  );
}
