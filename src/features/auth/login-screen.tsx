// Log in (seed 000 §7: "POST /v1/login: email, password, first_login; token returned"), then
// start the session (24 h, 48 h with remember). Rendered from generated/schemas/login.json.
import loginSchema from '@generated/schemas/login.json';
import { useLogin } from '@generated/api/auth/auth';
import type { LoginRequest } from '@generated/model';
import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { inMockWorld, MOCK_LOGIN } from '@/components/shell/mock-scenarios';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { startSession } from '@/lib/session';
import { NarrowCard } from '@/components/narrow-card';
import { authErrorMessage } from './auth-error';
import { AuthLinks } from './auth-links';
import { SsoLoginForm } from './sso-login-form';

export interface LoginScreenProps {
  /** Called once the session is started; `firstLogin` comes from the login answer. */
  onLoggedIn?: (firstLogin: boolean) => void;
  /** Pre-filled e-mail (the `email` query kept in the session, seed 000 §2). */
  initialEmail?: string;
  /** True when the login directly follows the sign-up confirmation. */
  firstLogin?: boolean;
  /** Served by the mock loop: the page names the mock's credentials. */
  mock?: boolean;
}

const uiSchema = {
  'ui:order': ['email', 'password', 'remember', '*'],
  email: { 'ui:autocomplete': 'username' },
  password: { 'ui:autocomplete': 'current-password' },
  first_login: { 'ui:widget': 'hidden' },
};

export function LoginScreen({
  onLoggedIn,
  initialEmail,
  firstLogin = false,
  mock = inMockWorld(),
}: LoginScreenProps) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const submit = (data: LoginRequest) =>
    login.mutate(
      { data },
      {
        onSuccess: ({ data: answer }) => {
          startSession(answer.token.value, data.remember ?? false);
          onLoggedIn?.(answer.firstLogin);
        },
      },
    );
  return (
    <NarrowCard title={t('login.title')}>
      {mock && (
        <Alert.Root status="info" data-testid="mock-credentials">
          <Alert.Indicator />
          <Alert.Description>{t('login.mockCredentials', MOCK_LOGIN)}</Alert.Description>
        </Alert.Root>
      )}
      <SchemaForm<LoginRequest>
        schema={loginSchema}
        uiSchema={uiSchema}
        formData={{ email: initialEmail, first_login: firstLogin }}
        submitLabel={t('login.submit')}
        pending={login.isPending}
        serverError={login.error}
        describeError={(error) => authErrorMessage(error, t, { 401: 'login.wrongCredentials' })}
        footer={
          <AuthLinks
            links={[
              { href: '/password-reset', label: t('login.forgotPassword') },
              { href: '/signup', label: t('login.noAccount') },
            ]}
          />
        }
        onSubmit={submit}
      />
      <SsoLoginForm initialEmail={initialEmail} />
    </NarrowCard>
  );
}

export default LoginScreen;
