// Ask for a password-reset e-mail (POST /v1/request-reset). Rendered from
// generated/schemas/requestPasswordReset.json.
import resetRequestSchema from '@generated/schemas/requestPasswordReset.json';
import { useRequestPasswordReset } from '@generated/api/auth/auth';
import type { AuthEmailRequest } from '@generated/model';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { NarrowCard } from '@/components/narrow-card';
import { authErrorMessage } from './auth-error';
import { AuthLinks } from './auth-links';

export interface PasswordResetScreenProps {
  /** Called with the e-mail once the reset mail is requested (the route shows mail-sent). */
  onDone?: (email: string) => void;
  initialEmail?: string;
}

const uiSchema = { email: { 'ui:autocomplete': 'username' } };

export function PasswordResetScreen({ onDone, initialEmail }: PasswordResetScreenProps) {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const submit = (data: AuthEmailRequest) =>
    request.mutate({ data }, { onSuccess: () => onDone?.(data.email) });
  return (
    <NarrowCard title={t('passwordReset.title')}>
      <Text mb={4}>{t('passwordReset.intro')}</Text>
      <SchemaForm<AuthEmailRequest>
        schema={resetRequestSchema}
        uiSchema={uiSchema}
        formData={{ email: initialEmail }}
        submitLabel={t('passwordReset.submit')}
        pending={request.isPending}
        serverError={request.error}
        describeError={(error) => authErrorMessage(error, t)}
        footer={<AuthLinks links={[{ href: '/login', label: t('passwordReset.backToLogin') }]} />}
        onSubmit={submit}
      />
    </NarrowCard>
  );
}

export default PasswordResetScreen;
