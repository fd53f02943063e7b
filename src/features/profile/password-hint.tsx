// The server's verdict on the new password (docs/product.md#validation-password: "Password validity is checked by the
// server: the answer gives validPassword and an error code"), asked once typing pauses.
import { Text } from '@chakra-ui/react';
import { useCheckPassword } from '@generated/api/auth/auth';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Pause after the last keystroke before asking the server, so typing sends one call. */
export const CHECK_DELAY_MS = 400;

export function PasswordHint({ password, email }: { password?: string; email?: string }) {
  const { t } = useTranslation('profile-screens');
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

  if (!password || check.isIdle || check.isError || check.isPending) return null;
  const { validPassword, errorCode } = check.data.data;
  return (
    <Text fontSize="sm" role="status" color={validPassword ? 'green.600' : 'red.600'}>
      {validPassword ? t('password.strong') : t(`password.weak.${errorCode ?? 'invalid'}`)}
    </Text>
  );
}
