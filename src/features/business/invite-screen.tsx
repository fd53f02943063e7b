// /invite/{id}: where the link of an invitation mail leads (docs/product.md#roles-list: "Members accept business
// invitations at /invite/{id}"). GET /v1/invitations/{id} shows who invites into which business
// and for which address; POST .../accept joins it with the invitation's role. A revoked, used or
// expired invitation (404) and an invitation for another address say so.
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { acceptBusinessInvitation, useGetBusinessInvitation } from '@generated/api/members/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '@/components/shell/use-current-session';
import { ApiError } from '@/lib/api-client';
import { refreshSession } from './business-data';
import { ErrorLine, ListState } from './business-page';
import { NarrowCard } from '@/components/narrow-card';

export function InviteScreen({ inviteId }: { inviteId: string }) {
  const { t } = useTranslation(['business', 'routes']);
  const session = useCurrentSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useGetBusinessInvitation(inviteId, { query: { retry: false } });
  const view = query.data?.data;
  const join = useMutation({
    mutationFn: () => acceptBusinessInvitation(inviteId),
    onSuccess: async (answer) => {
      // The role changed: the guard and the navigation read it again.
      await refreshSession(queryClient);
      const admin = (answer as { data: { role: string } }).data.role === 'admin';
      await navigate({ to: admin ? '/business/profile' : '/dashboard' });
    },
  });
  const gone = query.error instanceof ApiError && query.error.status === 404;
  const ownEmail = session.user?.email?.toLowerCase();
  const otherAddress =
    view && ownEmail !== undefined && view.invitation.email.toLowerCase() !== ownEmail;
  const role = view?.invitation.admin ? 'admin' : 'member';
  return (
    <NarrowCard title={t('routes:invite')}>
      {gone ? (
        <Stack gap="4">
          <Text>{t('invite.gone')}</Text>
          <Button asChild colorPalette="blue" alignSelf="start">
            <Link to="/dashboard">{t('invite.toDashboard')}</Link>
          </Button>
        </Stack>
      ) : (
        <ListState query={query}>
          {view && (
            <Stack gap="4">
              <Text>
                {t(`invite.text_${role}`, {
                  name: view.business.name,
                  email: view.invitation.email,
                })}
              </Text>
              <Text color="fg.muted">{t('invite.details')}</Text>
              {otherAddress && (
                <Alert.Root status="warning" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>
                    {t('invite.otherAddress', { email: view.invitation.email })}
                  </Alert.Title>
                </Alert.Root>
              )}
              <ErrorLine error={join.error} />
              <HStack gap="2" wrap="wrap">
                <Button
                  colorPalette="blue"
                  loading={join.isPending}
                  disabled={otherAddress}
                  onClick={() => join.mutate()}
                >
                  {t('invite.join')}
                </Button>
                <Button asChild variant="outline">
                  <Link to="/dashboard">{t('invite.later')}</Link>
                </Button>
              </HStack>
            </Stack>
          )}
        </ListState>
      )}
    </NarrowCard>
  );
}
