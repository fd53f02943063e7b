// Who you are: name, e-mail and whether it is confirmed, with the ways to change them.
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import type { User } from '@generated/model/user';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './section-card';

export function IdentityCard({ user }: { user: User }) {
  const { t } = useTranslation('profile-screens');
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <SectionCard
      title={t('overview.identity.title')}
      testId="profile-identity"
      actions={
        <>
          <Button asChild size="sm" variant="outline">
            <Link to="/profile/settings">{t('overview.identity.settings')}</Link>
          </Button>
          {!user.hasSso && (
            <Button asChild size="sm" variant="outline">
              <Link to="/profile/change-password">{t('overview.identity.password')}</Link>
            </Button>
          )}
        </>
      }
    >
      <Text fontSize="lg" fontWeight="semibold">
        {name || t('overview.identity.noName')}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Text wordBreak="break-all">{user.email}</Text>
        <Badge colorPalette={user.emailVerified ? 'green' : 'orange'} variant="subtle">
          {t(user.emailVerified ? 'overview.identity.verified' : 'overview.identity.unverified')}
        </Badge>
      </HStack>
      {!user.emailVerified && <Text color="fg.muted">{t('overview.identity.verifyHint')}</Text>}
      {user.hasSso && <Text color="fg.muted">{t('overview.identity.sso')}</Text>}
    </SectionCard>
  );
}
