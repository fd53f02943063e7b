// Your business: its name and your role in it. Admins manage it and may leave it while another
// admin remains (the contract refuses to remove the last one, 422); members are removed by an
// admin, since the contract gives them no call to leave on their own. Without a business: how to
// create one.
import { Badge, Button, Text } from '@chakra-ui/react';
import { removeBusinessMembers } from '@generated/api/members/members';
import type { BusinessUserMembership } from '@generated/model/businessUserMembership';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { leaveBusinessDialog } from '../dialogs';
import { SectionCard } from './section-card';

export function BusinessCard({
  membership,
  userId,
}: {
  membership: BusinessUserMembership | null;
  userId: string;
}) {
  const { t } = useTranslation('profile-screens');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!membership) {
    return (
      <SectionCard
        title={t('overview.business.title')}
        testId="profile-business"
        actions={
          <Button asChild size="sm" variant="outline">
            <Link to="/business/register">{t('overview.business.create')}</Link>
          </Button>
        }
      >
        <Text>{t('overview.business.none')}</Text>
      </SectionCard>
    );
  }
  const { business, role } = membership;
  const admin = role === 'admin';
  const otherAdmins = business.admins.filter((person) => person.id !== userId).length;
  const leave = () =>
    void leaveBusinessDialog.open(
      { businessName: business.name },
      {
        onAnswer: async () => {
          await removeBusinessMembers(business.id, { user_ids: [userId] });
          await queryClient.invalidateQueries();
          showSnackbar({ message: 'profile.leftBusiness', color: 'success' });
          void navigate({ to: '/dashboard' });
        },
      },
    );
  return (
    <SectionCard
      title={t('overview.business.title')}
      testId="profile-business"
      actions={
        admin && (
          <>
            <Button asChild size="sm" colorPalette="brand">
              <Link to="/business/profile">{t('overview.business.manage')}</Link>
            </Button>
            {otherAdmins > 0 && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={leave}>
                {t('overview.business.leave')}
              </Button>
            )}
          </>
        )
      }
    >
      <Text fontSize="lg" fontWeight="semibold">
        {business.name}
      </Text>
      <Badge variant="subtle" colorPalette="brand">
        {t(`overview.business.roles.${role}`)}
      </Badge>
      {admin && otherAdmins === 0 && (
        <Text color="fg.muted">{t('overview.business.lastAdmin')}</Text>
      )}
      {!admin && <Text color="fg.muted">{t('overview.business.memberLeave')}</Text>}
    </SectionCard>
  );
}
