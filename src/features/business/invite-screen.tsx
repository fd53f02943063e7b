// /invite/{id}: where the link of an invitation mail leads (role member, seed 001 §6: "Members
// accept business invitations at /invite/{id}"). The invitee joins with POST /v1/user/accept
// {business_invite: true} (which sets accepted_business_invite) or leaves it for later.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { acceptTerms } from '@generated/api/user/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NarrowCard } from './narrow-card';
import { useCurrentSession } from '@/components/shell/use-current-session';
import { ErrorLine } from './business-page';

export function InviteScreen() {
  const { t } = useTranslation(['business', 'routes']);
  const session = useCurrentSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const business = session.membership?.business;
  const accepted = session.user?.attributes.acceptedBusinessInvite !== undefined;
  const join = useMutation({
    mutationFn: () => acceptTerms({ business_invite: true, gtc: false, tou_swisscom: false }),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      await navigate({ to: '/dashboard' });
    },
  });
  const name = business?.name ?? t('invite.aBusiness');
  return (
    <NarrowCard title={t('routes:invite')}>
      <Stack gap="4">
        {accepted ? (
          <>
            <Text>{t('invite.already', { name })}</Text>
            <Button asChild colorPalette="blue" alignSelf="start">
              <Link to="/dashboard">{t('invite.toDashboard')}</Link>
            </Button>
          </>
        ) : (
          <>
            <Text>{t('invite.text', { name })}</Text>
            <Text color="fg.muted">{t('invite.details')}</Text>
            <ErrorLine error={join.error} />
            <HStack gap="2" wrap="wrap">
              <Button colorPalette="blue" loading={join.isPending} onClick={() => join.mutate()}>
                {t('invite.join')}
              </Button>
              <Button asChild variant="outline">
                <Link to="/dashboard">{t('invite.later')}</Link>
              </Button>
            </HStack>
          </>
        )}
      </Stack>
    </NarrowCard>
  );
}
