// What a new password must be, shown at the field before anything is typed, and then the server's
// verdict on it (docs/product.md#validation-password: "Password validity is checked by the server: the answer gives
// validPassword and an error code"), asked once typing pauses. When the server refused the
// password on submit, its rule is shown here instead: one message per problem, at the field.
import { Stack, Text } from '@chakra-ui/react';
import { useCheckPassword } from '@generated/api/auth/auth';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordRule } from './password-refusal';

/** Pause after the last keystroke before asking the server, so typing sends one call. */
export const CHECK_DELAY_MS = 400;

export function PasswordStrengthHint({
  id,
  password,
  email,
  refused,
}: {
  /** Lets the password field name the hint as its description (aria-describedby). */
  id?: string;
  password?: string;
  email?: string;
  /** The rule the server refused this very password for on submit. */
  refused?: PasswordRule;
}) {
  const { t } = useTranslation('auth');
  const check = useCheckPassword();
  const { mutate, reset } = check;
  useEffect(() => {
    if (!password || refused) {
      reset();
      return;
    }
    const timer = setTimeout(
      () => mutate({ data: { password, ...(email && { email }) } }),
      CHECK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [password, email, refused, mutate, reset]);

  const verdict = (() => {
    if (refused) return { ok: false, text: t(`strength.${refused}`) };
    if (!password || check.isIdle || check.isError) return undefined;
    if (check.isPending) return { ok: undefined, text: t('strength.checking') };
    const { validPassword, errorCode } = check.data.data;
    return validPassword
      ? { ok: true, text: t('strength.valid') }
      : { ok: false, text: t(`strength.${errorCode ?? 'invalid'}`) };
  })();
  return (
    <Stack gap="1" id={id} data-testid="password-hint" mt="-2">
      <Text fontSize="sm" color="fg.muted">
        {t('strength.rules')}
      </Text>
      <Text
        fontSize="sm"
        role="status"
        data-testid="password-verdict"
        color={verdict?.ok === true ? 'green.700' : verdict?.ok === false ? 'red.700' : 'fg.muted'}
      >
        {verdict?.text}
      </Text>
    </Stack>
  );
}
