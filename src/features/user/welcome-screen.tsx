// /welcome: the first screen after sign-up. Greets the user by name and lists the three steps
// that make the product useful: a first document, a visual signature, a higher signature level.
import { Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { getGetUserSuspenseQueryOptions } from '@generated/api/user/user';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';

export const welcomeQuery = () => getGetUserSuspenseQueryOptions();

const STEPS = [
  { key: 'upload', to: '/upload' },
  { key: 'signature', to: '/profile/visual-signature' },
  { key: 'level', to: '/profile/signature-standards' },
] as const;

export function WelcomeScreen() {
  const { t } = useTranslation('pages');
  const user = useSuspenseQuery(welcomeQuery()).data.data;
  return (
    <ScreenFrame
      title={
        user.firstName ? t('welcome.titleNamed', { name: user.firstName }) : t('welcome.title')
      }
    >
      <Text>{t('welcome.text')}</Text>
      <List.Root as="ol" listStyleType="none" gap="3" ps="0">
        {STEPS.map((step, index) => (
          <List.Item key={step.key}>
            <Card.Root variant="outline" bg="white">
              <Card.Body>
                <Stack gap="2" align="start">
                  <Heading as="h2" size="sm">
                    {t('welcome.stepNumber', { number: index + 1 })}{' '}
                    {t(`welcome.steps.${step.key}.title`)}
                  </Heading>
                  <Text color="fg.muted">{t(`welcome.steps.${step.key}.text`)}</Text>
                  <Button asChild size="sm" variant="outline">
                    <Link to={step.to}>{t(`welcome.steps.${step.key}.action`)}</Link>
                  </Button>
                </Stack>
              </Card.Body>
            </Card.Root>
          </List.Item>
        ))}
      </List.Root>
      <Button asChild colorPalette="brand" alignSelf="start">
        <Link to="/dashboard">{t('welcome.dashboard')}</Link>
      </Button>
    </ScreenFrame>
  );
}
