// The business sign-up of a new visitor (docs/product.md#screens-business: /business/signup, /business/signup/steps,
// /business/signup/mail-sent): what a business account offers, then two steps — the business,
// then the personal account (POST /v1/register) — and the page saying the confirmation mail is
// on its way. The business is created once the visitor has confirmed and logged in
// (business-draft.ts), on /business/register with the details filled in.
import { Button, List, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NarrowCard } from '@/components/narrow-card';
import { getLoginEmail, saveRoute, setLoginEmail } from '@/lib/session';
import { readBusinessDraft, saveBusinessDraft, type BusinessDraft } from './business-draft';
import { BusinessForm } from './business-form';

const BENEFITS = ['members', 'seals', 'api', 'activity'] as const;

export function BusinessSignupScreen() {
  const { t } = useTranslation(['business', 'routes']);
  return (
    <NarrowCard title={t('routes:businessSignup')}>
      <Stack gap="4">
        <Text>{t('signup.intro')}</Text>
        <List.Root ps="5" gap="1">
          {BENEFITS.map((key) => (
            <List.Item key={key}>{t(`signup.benefits.${key}`)}</List.Item>
          ))}
        </List.Root>
        <Button asChild colorPalette="blue">
          <Link to="/business/signup/steps">{t('signup.start')}</Link>
        </Button>
        <Text fontSize="sm">
          {t('signup.haveAccount')}{' '}
          <Link to="/login" search={{ redirect: '/business/register' }}>
            {t('signup.login')}
          </Link>
        </Text>
      </Stack>
    </NarrowCard>
  );
}

export interface AccountStepProps {
  /** The e-mail the account form starts with. */
  initialEmail?: string;
  /** Called with the account's e-mail once it is created (the confirmation mail is sent). */
  onDone: (email: string) => void;
}

/**
 * Step 1 here; step 2 is the personal sign-up form of the auth feature, which the route passes
 * in (features do not import each other).
 */
export function BusinessSignupStepsScreen({
  accountStep,
}: {
  accountStep: (props: AccountStepProps) => ReactNode;
}) {
  const { t } = useTranslation(['business', 'routes']);
  const navigate = useNavigate();
  const [business, setBusiness] = useState<BusinessDraft>();
  if (!business) {
    return (
      <NarrowCard title={t('signup.step1')}>
        <BusinessForm
          initial={readBusinessDraft()}
          submitLabel={t('signup.next')}
          onSubmit={(draft) => {
            saveBusinessDraft(draft);
            setBusiness(draft);
          }}
        />
      </NarrowCard>
    );
  }
  return (
    <Stack gap="0">
      <Text textAlign="center" mt="6" fontWeight="semibold">
        {t('signup.step2', { name: business.name })}
      </Text>
      {accountStep({
        initialEmail: getLoginEmail() ?? business.email,
        onDone: (email) => {
          setLoginEmail(email);
          // After the first login the business is created on /business/register.
          saveRoute('/business/register');
          void navigate({ to: '/business/signup/mail-sent' });
        },
      })}
      <Button variant="ghost" alignSelf="center" onClick={() => setBusiness(undefined)}>
        {t('signup.back')}
      </Button>
    </Stack>
  );
}

export function BusinessMailSentScreen() {
  const { t } = useTranslation(['business', 'routes']);
  const email = getLoginEmail();
  const draft = readBusinessDraft();
  return (
    <NarrowCard title={t('routes:mailSent')}>
      <Stack gap="4">
        <Text>{email ? t('signup.mailSentTo', { email }) : t('signup.mailSent')}</Text>
        {draft?.name && <Text>{t('signup.afterConfirm', { name: draft.name })}</Text>}
        <Button asChild colorPalette="blue">
          <Link to="/login" search={{ redirect: '/business/register' }}>
            {t('signup.login')}
          </Link>
        </Button>
      </Stack>
    </NarrowCard>
  );
}
