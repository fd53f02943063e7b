// Log in (docs/product.md#calls-auth-user: "POST /v1/login: email, password, first_login; token returned"), then
// start the session (24 h, 48 h with remember). Rendered from generated/schemas/login.json by the
// light schema form, in plain HTML and CSS: the same screen is the light first screen of /login
// (src/app/light-login.tsx, without Chakra or the router) and the full app's /login route.
import loginSchema from '@generated/schemas/login.json';
import { login } from '@generated-fetchers/api/auth/auth';
import type { LoginRequest } from '@generated/model';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inMockWorld, MOCK_LOGIN } from '@/components/shell/mock-scenarios';
import { startSession } from '@/lib/session';
import { authErrorMessage } from './auth-error';
import { LightSchemaForm } from './light-schema-form';
import { SsoLoginForm } from './sso-login-form';
import './light-login.css';

export interface LoginScreenProps {
  /** Called once the session is started; `firstLogin` comes from the login answer. */
  onLoggedIn?: (firstLogin: boolean) => void;
  /** Pre-filled e-mail (the `email` query kept in the session, docs/product.md#screens-navigation). */
  initialEmail?: string;
  /** True when the login directly follows the sign-up confirmation. */
  firstLogin?: boolean;
  /** Served by the mock loop: the page names the mock's credentials. */
  mock?: boolean;
  /** Follows a link to another screen in the page; without it the browser follows the link. */
  navigate?: (href: string) => void;
  /** The sign-up link, carrying where the login was on its way to (login-target.ts signupHref). */
  signup?: string;
}

const ORDER = ['email', 'password', 'remember'];
const HIDDEN = ['first_login'];
const AUTOCOMPLETE = { email: 'username', password: 'current-password' };

// Only the login form's validators, not the glob of every form's (validator.ts).
const validatorModules = import.meta.glob<ValidatorFunctions>(
  '../../../generated/validators/login.js',
  { import: 'default' },
);
const loadValidators = () => Object.values(validatorModules)[0]();

export function LoginScreen({
  onLoggedIn,
  initialEmail,
  firstLogin = false,
  mock = inMockWorld(),
  navigate,
  signup = '/signup',
}: LoginScreenProps) {
  const { t, i18n } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>();
  const submit = async (data: LoginRequest) => {
    setPending(true);
    setError(undefined);
    try {
      const { data: answer } = await login(data);
      startSession(answer.token.value, data.remember ?? false);
      onLoggedIn?.(answer.firstLogin);
    } catch (failure) {
      // A Problem's text comes from the `errors` namespace, loaded only when one is shown.
      await i18n.loadNamespaces('errors').catch(() => undefined);
      setError(failure);
    }
    setPending(false);
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(event.currentTarget.getAttribute('href')!);
  };
  return (
    <section className="ll-card" aria-labelledby="login-title">
      <h1 id="login-title" className="ll-heading">
        {t('login.title')}
      </h1>
      <div className="ll-card-body">
        {mock && (
          <div className="ll-alert ll-alert-info" data-testid="mock-credentials">
            {t('login.mockCredentials', MOCK_LOGIN)}
          </div>
        )}
        <LightSchemaForm<LoginRequest>
          schema={loginSchema}
          validators={loadValidators}
          order={ORDER}
          hidden={HIDDEN}
          autocomplete={AUTOCOMPLETE}
          formData={{ email: initialEmail || undefined, first_login: firstLogin }}
          submitLabel={t('login.submit')}
          pending={pending}
          serverError={error}
          describeError={(failure) =>
            authErrorMessage(failure, t, { 401: 'login.wrongCredentials' })
          }
          footer={
            <nav className="ll-links">
              <a href="/password-reset" onClick={follow}>
                {t('login.forgotPassword')}
              </a>
              <a href={signup} onClick={follow}>
                {t('login.noAccount')}
              </a>
            </nav>
          }
          onSubmit={(data) => void submit(data)}
        />
        <SsoLoginForm initialEmail={initialEmail} />
      </div>
    </section>
  );
}

export default LoginScreen;
