// Hand-built form: plain HTML in the light first screen of /login, which must not load the app's form library.
// The company login on the login page (docs/product.md#calls-auth-user: "POST /v1/identity_providers: email; answer
// carries a url"): the e-mail names the business's identity provider and the browser goes to its
// authorisation address; an e-mail without one is told to use its password. Plain HTML with the
// login screen's styles (light-login.css): it is part of the light first screen of /login.
import { findIdentityProvider } from '@generated-fetchers/api/auth/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-messages';

/** The contract's bounds of the e-mail (AuthEmailRequest). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;
const ID = 'sso-login-email';

export function SsoLoginForm({
  initialEmail,
  go = (url) => window.location.assign(url),
}: {
  initialEmail?: string;
  /** Leaves the app for the provider (replaced in tests). */
  go?: (url: string) => void;
}) {
  const { t, i18n } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  const trimmed = email.trim();
  const emailError = !trimmed
    ? t('auth:sso.login.required')
    : trimmed.length > EMAIL_MAX || !EMAIL.test(trimmed)
      ? t('auth:sso.login.invalid')
      : undefined;
  const invalid = submitted && Boolean(emailError);
  const submit = async () => {
    setSubmitted(true);
    setMessage(undefined);
    if (emailError) {
      document.getElementById(ID)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { data } = await findIdentityProvider({ email: trimmed });
      if (data.url) {
        go(data.url);
        return;
      }
      setMessage(t('auth:sso.login.none'));
    } catch (error) {
      // Problem texts live in the `errors` namespace, loaded only when one is shown.
      await i18n.loadNamespaces('errors').catch(() => undefined);
      setMessage(
        error instanceof ApiError ? problemMessage(error.problem, t) : t('auth:sso.login.failed'),
      );
    }
    setBusy(false);
  };
  return (
    <div className="ll-sso">
      <hr className="ll-separator" />
      <form
        noValidate
        className="ll-form"
        aria-labelledby="sso-login-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p id="sso-login-heading" className="ll-subheading">
          {t('auth:sso.login.title')}
        </p>
        <div className="ll-field">
          <label htmlFor={ID} className="ll-label">
            {t('auth:sso.login.email')}
            <span className="ll-required" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={ID}
            type="email"
            className="ll-input"
            value={email}
            autoComplete="email"
            maxLength={EMAIL_MAX}
            aria-required
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${ID}-help ${ID}-error` : `${ID}-help`}
            onChange={(event) => setEmail(event.target.value)}
          />
          <p id={`${ID}-help`} className="ll-help">
            {t('auth:sso.login.help')}
          </p>
          {invalid && (
            <p id={`${ID}-error`} className="ll-error">
              {emailError}
            </p>
          )}
        </div>
        {message && (
          <p role="alert" className="ll-message">
            {message}
          </p>
        )}
        <div>
          <button
            type="submit"
            className="ll-button ll-button-outline"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy && <span className="ll-spinner" aria-hidden="true" />}
            <span className={busy ? 'll-pending-label' : undefined}>
              {t('auth:sso.login.submit')}
            </span>
          </button>
        </div>
      </form>
    </div>
  );
}
