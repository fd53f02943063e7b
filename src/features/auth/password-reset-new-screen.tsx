// Set a new password with the token of the reset e-mail (/password-reset/new?token=…, POST
// /v1/reset-password), with the server's strength hint. From generated/schemas/resetPassword.json.
import resetPasswordSchema from '@generated/schemas/resetPassword.json';
import { useResetPassword } from '@generated/api/auth/auth';
import type { ResetPasswordRequest } from '@generated/model';
import { Alert } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { ApiError } from '@/lib/api-client';
import { NarrowCard } from '@/components/narrow-card';
import { authErrorMessage } from './auth-error';
import { AuthLinks } from './auth-links';
import { PasswordStrengthHint } from './password-strength-hint';

export interface PasswordResetNewScreenProps {
  /** The token from the address; read from `?token=` when not given. */
  token?: string;
  /** Called once the new password is set (the route shows the confirmation). */
  onDone?: () => void;
}

const uiSchema = {
  'ui:order': ['password', '*'],
  token: { 'ui:widget': 'hidden' },
  password: { 'ui:autocomplete': 'new-password' },
};

function tokenFromAddress(): string | undefined {
  return new URLSearchParams(window.location.search).get('token') ?? undefined;
}

// The token field is hidden: an error on it means the link is no longer good.
function isTokenError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (error.problem?.errors ?? []).some((entry) => entry.pointer === '/body/token');
}

export function PasswordResetNewScreen({
  token = tokenFromAddress(),
  onDone,
}: PasswordResetNewScreenProps) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const [password, setPassword] = useState<string>();
  const requestNew = [{ href: '/password-reset', label: t('passwordResetNew.requestNew') }];
  if (!token) {
    return (
      <NarrowCard title={t('passwordResetNew.title')}>
        <Alert.Root status="warning" mb={4}>
          <Alert.Indicator />
          <Alert.Title>{t('passwordResetNew.missingToken')}</Alert.Title>
        </Alert.Root>
        <AuthLinks links={requestNew} />
      </NarrowCard>
    );
  }
  return (
    <NarrowCard title={t('passwordResetNew.title')}>
      <SchemaForm<ResetPasswordRequest>
        schema={resetPasswordSchema}
        uiSchema={uiSchema}
        formData={{ token }}
        submitLabel={t('passwordResetNew.submit')}
        pending={reset.isPending}
        serverError={reset.error}
        describeError={(error) =>
          isTokenError(error) ? t('passwordResetNew.expiredToken') : authErrorMessage(error, t)
        }
        onChange={(data) => setPassword(data.password)}
        footer={<AuthLinks links={requestNew} />}
        onSubmit={(data) => reset.mutate({ data }, { onSuccess: () => onDone?.() })}
      >
        <PasswordStrengthHint password={password} />
      </SchemaForm>
    </NarrowCard>
  );
}

export default PasswordResetNewScreen;
