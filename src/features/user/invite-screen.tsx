// /invite/{id}: a business invitation (seed 001 §6 "Members accept business invitations at
// /invite/{id}"). Shows the inviting business by its public information and accepts with
// POST /v1/user/accept (business_invite); once accepted it says so and leads to the dashboard.
import { Button, HStack, Image, Text } from '@chakra-ui/react';
import {
  getGetBusinessPublicInformationQueryOptions,
  type getBusinessPublicInformation,
} from '@generated/api/business/business';
import { acceptTerms, getGetUserQueryOptions, type getUser } from '@generated/api/user/user';
import {
  useQueryClient,
  useSuspenseQuery,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoScreen } from '@/components/shell/frame/info-screen';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';

const businessQuery = (id: string) =>
  getGetBusinessPublicInformationQueryOptions(id) as UseSuspenseQueryOptions<
    Awaited<ReturnType<typeof getBusinessPublicInformation>>
  >;
const userQuery = () =>
  getGetUserQueryOptions() as UseSuspenseQueryOptions<Awaited<ReturnType<typeof getUser>>>;

export const inviteQueries = (id: string) => [businessQuery(id), userQuery()];

export function InviteScreen({ id }: { id: string }) {
  const { t } = useTranslation(['pages', 'routes']);
  const business = useSuspenseQuery(businessQuery(id)).data.data;
  const user = useSuspenseQuery(userQuery()).data.data;
  const accepted = user.attributes.acceptedBusinessInvite?.[0] === 'true';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const [logoFailed, setLogoFailed] = useState(false);
  const accept = async () => {
    setState('pending');
    try {
      await acceptTerms({ business_invite: true, gtc: false, tou_swisscom: false });
      await queryClient.invalidateQueries();
      showSnackbar({
        message: t('pages:invite.joined', { business: business.name }),
        color: 'success',
      });
      void navigate({ to: '/dashboard' });
    } catch {
      setState('failed');
    }
  };
  return (
    <InfoScreen
      title={t('routes:invite')}
      text={
        accepted
          ? t('pages:invite.already', { business: business.name })
          : t('pages:invite.text', { business: business.name })
      }
    >
      {business.logo && !logoFailed && (
        <Image
          src={business.logo.url}
          alt={t('pages:invite.logo', { business: business.name })}
          maxH="16"
          onError={() => setLogoFailed(true)}
        />
      )}
      {!accepted && <Text color="fg.muted">{t('pages:invite.details')}</Text>}
      {state === 'failed' && (
        <Text color="fg.error" role="alert">
          {t('pages:invite.failed')}
        </Text>
      )}
      <HStack gap="3" wrap="wrap">
        {!accepted && (
          <Button colorPalette="brand" loading={state === 'pending'} onClick={() => void accept()}>
            {t('pages:invite.accept')}
          </Button>
        )}
        <Button asChild variant={accepted ? 'solid' : 'outline'} colorPalette="brand">
          <Link to="/dashboard">{t('pages:invite.dashboard')}</Link>
        </Button>
      </HStack>
    </InfoScreen>
  );
}
