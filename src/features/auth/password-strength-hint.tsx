// The server's verdict on a new password (seed 000 §5: "Password validity is checked by the
// server: the answer gives validPassword and an error code"), asked once typing pauses.
import { Text } from '@chakra-ui/react';
import { useCheckPassword } from '@generated/api/auth/auth';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Pause after the last keystroke before asking the server, so typing sends one call. */
export const CHECK_DELAY_MS = 400;

export function PasswordStrengthHint({ password, email }: { password?: string; email?: string }) {
  const { t } = useTranslation('auth');
  const check = useCheckPassword();
  const { mutate, reset } = check;
  useEffect(() => {
    if (!password) {
      reset();
      return;
    }
    const timer = setTimeout(
      () => mutate({ data: { password, ...(email && { email }) } }),
      CHECK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [password, email, mutate, reset]);

  if (!password || check.isIdle || check.isError) return null;
  if (check.isPending)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('strength.checking')}
      </Text>
    );
  const { validPassword, errorCode } = check.data.data;
  return (
    <Text fontSize="sm" role="status" color={validPassword ? 'green.600' : 'red.600'}>
      {validPassword ? t('strength.valid') : t(`strength.${errorCode ?? 'invalid'}`)}
    </Text>
  );
}
