// /profile/change-password (POST /v1/change-password, body new and old) with the server's
// strength hint. A weak password forces this page (attribute weak_password); the server clears
// the attribute on a successful change, and the user is read again before leaving so the guard
// sees the cleared attribute instead of the cached one and lets the user go.
import changePasswordSchema from '@generated/schemas/changePassword.json';
import { Alert, Card, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useChangePassword } from '@generated/api/auth/auth';
import { getGetUserQueryOptions } from '@generated/api/user/user';
import type { ChangePasswordRequest } from '@generated/model/changePasswordRequest';
import type { User } from '@generated/model/user';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { useLeaveGuard } from '@/components/shell/dialogs/use-leave-guard';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { ApiError } from '@/lib/api-client';
import { hasWeakPassword } from '@/lib/navigation/forced-pages';
import { PasswordHint } from './password-hint';

export function ChangePasswordScreen({
  user,
  onDone,
}: {
  user: User | undefined;
  /** Called with the user as read after the change (weak_password cleared). */
  onDone: (user: User) => void;
}) {
  const { t } = useTranslation(['profile-screens', 'routes']);
  const change = useChangePassword();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);
  const uiSchema = {
    'ui:order': ['old', 'new'],
    old: { 'ui:title': t('password.old'), 'ui:autocomplete': 'current-password' },
    new: { 'ui:title': t('password.new'), 'ui:autocomplete': 'new-password' },
  };
  const submit = (data: ChangePasswordRequest) =>
    change.mutate(
      { data },
      {
        onSuccess: async () => {
          const fresh = await queryClient.fetchQuery({ ...getGetUserQueryOptions(), staleTime: 0 });
          guard.release();
          onDone(fresh.data);
        },
      },
    );
  return (
    <ScreenFrame title={t('routes:changePassword')}>
      {hasWeakPassword(user?.attributes) && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('password.forced')}</Alert.Title>
        </Alert.Root>
      )}
      <Card.Root variant="outline" bg="white">
        <Card.Body>
          <SchemaForm<ChangePasswordRequest>
            schema={changePasswordSchema}
            uiSchema={uiSchema}
            submitLabel={t('password.submit')}
            pending={change.isPending}
            serverError={change.error}
            describeError={(error) =>
              error instanceof ApiError && error.status === 422 && !error.problem?.errors?.length
                ? t('password.refused')
                : undefined
            }
            onChange={(data) => {
              setPassword(data.new);
              setDirty(Boolean(data.old || data.new));
            }}
            footer={
              // A forced change has no way around it; a chosen one can be left.
              !hasWeakPassword(user?.attributes) && (
                <ChakraLink asChild alignSelf="center" fontSize="sm">
                  <Link to="/profile">{t('password.back')}</Link>
                </ChakraLink>
              )
            }
            onSubmit={submit}
          >
            <PasswordHint password={password} email={user?.email} />
          </SchemaForm>
        </Card.Body>
      </Card.Root>
    </ScreenFrame>
  );
}

export default ChangePasswordScreen;
