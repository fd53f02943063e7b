// Your plan: the business's plan for members, the personal plan with its free signatures left
// otherwise, and where to go for more.
import { Badge, Button, Text } from '@chakra-ui/react';
import type { BusinessUserMembership } from '@generated/model/businessUserMembership';
import type { User } from '@generated/model/user';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { freeSignaturesRemaining } from '@/lib/navigation/free-plan';
import { planKind } from './plan-label';
import { SectionCard } from './section-card';

export function PlanCard({
  user,
  membership,
}: {
  user: User;
  membership: BusinessUserMembership | null;
}) {
  const { t } = useTranslation('profile-screens');
  const name = membership?.business.billingStatus.plan ?? user.attributes.freeAccountType?.[0];
  const kind = planKind(name);
  const left = freeSignaturesRemaining(user.attributes);
  const admin = membership?.role === 'admin';
  return (
    <SectionCard
      title={t('overview.plan.title')}
      testId="profile-plan"
      actions={
        admin ? (
          <Button asChild size="sm" colorPalette="brand">
            <Link to="/business/billing">{t('overview.plan.manage')}</Link>
          </Button>
        ) : membership ? undefined : (
          <Button asChild size="sm" colorPalette="brand">
            <Link to="/upgrade">{t('overview.plan.upgrade')}</Link>
          </Button>
        )
      }
    >
      <Badge size="lg" variant="outline" colorPalette="brand">
        {t(`overview.plan.kinds.${kind}`)}
      </Badge>
      {membership ? (
        <Text>{t('overview.plan.throughBusiness', { business: membership.business.name })}</Text>
      ) : (
        <Text>{t('overview.plan.freeLeft', { count: left })}</Text>
      )}
    </SectionCard>
  );
}
