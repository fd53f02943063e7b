// /profile/signature-standards/mobile-id: the mobile number that receives the one-time code of
// every qualified signature (the trust service's step-up sends it by SMS; docs/product.md#entities-user attribute
// mobile, docs/product.md#validation-contact phone pattern). Without it a qualified signature cannot be finished.
import { Alert, Card, Link, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { personQueryOf, STANDARDS_BASE } from './identification-mode';
import { PersonalDetailsForm } from './personal-details-form';

export function MobileIdScreen() {
  const { t } = useTranslation(['identification', 'routes']);
  const person = useSuspenseQuery(personQueryOf('user')).data.data;
  const mobile = person.attributes.mobile?.[0];
  return (
    <ScreenFrame title={t('routes:mobileId')}>
      <Card.Root variant="outline" bg="white" maxW="2xl">
        <Card.Body>
          <Stack gap="4">
            <Text>{t('mobileId.intro')}</Text>
            {mobile ? (
              <Text data-testid="mobile-current">{t('mobileId.current', { mobile })}</Text>
            ) : (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{t('mobileId.missing')}</Alert.Title>
              </Alert.Root>
            )}
            <PersonalDetailsForm person={person} mode="user" fields="mobile" />
            <Link asChild color="brand.fg">
              <RouterLink to={STANDARDS_BASE.user}>{t('screen.back')}</RouterLink>
            </Link>
          </Stack>
        </Card.Body>
      </Card.Root>
    </ScreenFrame>
  );
}
