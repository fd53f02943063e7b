// Your signature level (docs/product.md#states-quality "Highest signature quality of a user") with the way to raise
// it: the signature standards page, where identification happens. A qualified signer who has not
// yet accepted the trust service's terms of use accepts them here (POST /v1/user/accept with
// tou_swisscom); members of a business that signs under Part 11 can read what that means.
import { Badge, Button, Text } from '@chakra-ui/react';
import { acceptTerms, getGetUserQueryKey } from '@generated/api/user/user';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import type { User } from '@generated/model/user';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { part11InfoDialog, termsOfUseDialog } from '../dialogs';
import { SectionCard } from './section-card';

const LEVEL_TOKEN: Record<string, string | undefined> = {
  ses: 'level.ses',
  aes: 'level.aes',
  qes: 'level.qes',
};

export function LevelCard({
  detail,
  user,
  part11,
}: {
  detail: SignatureQualitiesDetail;
  user: User;
  /** The user's business signs regulated records under Part 11. */
  part11: boolean;
}) {
  const { t } = useTranslation('profile-screens');
  const queryClient = useQueryClient();
  const level = detail.highestQuality;
  const token = LEVEL_TOKEN[level];
  const canRaise = level !== 'qes';
  const termsPending = level === 'qes' && user.attributes.acceptedTouSwisscom?.[0] !== 'true';
  const acceptTrustTerms = () =>
    void termsOfUseDialog.open(
      {},
      {
        onAnswer: async () => {
          await acceptTerms({ business_invite: false, gtc: false, tou_swisscom: true });
          await queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() });
          showSnackbar({ message: 'profile.termsAccepted', color: 'success' });
        },
      },
    );
  const part11Info = () => void part11InfoDialog.open();
  return (
    <SectionCard
      title={t('overview.level.title')}
      testId="profile-level"
      actions={
        <>
          <Button asChild size="sm" colorPalette="brand" variant={canRaise ? 'solid' : 'outline'}>
            <Link to="/profile/signature-standards">
              {t(canRaise ? 'overview.level.raise' : 'overview.level.details')}
            </Link>
          </Button>
          {termsPending && (
            <Button size="sm" colorPalette="brand" onClick={acceptTrustTerms}>
              {t('overview.level.acceptTerms')}
            </Button>
          )}
          {part11 && (
            <Button size="sm" variant="ghost" onClick={part11Info}>
              {t('overview.level.part11')}
            </Button>
          )}
        </>
      }
    >
      <Badge
        size="lg"
        bg={token ?? 'gray.100'}
        color={token ? 'white' : 'gray.900'}
        data-testid="profile-level-badge"
      >
        {t(`overview.level.levels.${level}`)}
      </Badge>
      <Text>{t(`overview.level.explain.${level}`)}</Text>
      {detail.identificationOngoing && <Text color="fg.muted">{t('overview.level.ongoing')}</Text>}
    </SectionCard>
  );
}
