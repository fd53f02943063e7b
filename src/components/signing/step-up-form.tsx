// Hand-built form: the trust service's password and one-time code inside the signing step, which every signer's first screen loads (no rjsf there).
// The second step of a qualified signature (POST /v3/swisscom/proceed/{id} and
// its direct variant): the signer enters the trust-service password and the one-time code sent
// by SMS (the sandbox delivers it to the mailbox). A wrong pair shows the attempts left and keeps
// the form; an expired or used-up step-up asks for a new code (signing again starts a new one).
import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepUpProblem } from './step-up-problem';

const OTP_PATTERN = /^[0-9]{4,8}$/;

export function StepUpForm({
  mobileHint,
  expiresAt,
  passwordHint,
  busy,
  problem,
  onSubmit,
  onNewCode,
  onCancel,
}: {
  mobileHint?: string | null;
  expiresAt?: string;
  /** Whose password it is (default: the account's). */
  passwordHint?: string;
  busy: boolean;
  problem?: StepUpProblem;
  onSubmit: (pwdotp: { password: string; otp: string }) => void;
  onNewCode: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('signing');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [touched, setTouched] = useState(false);
  const ended = problem?.kind === 'expired' || problem?.kind === 'exhausted';
  const otpValid = OTP_PATTERN.test(otp.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy || ended || !password || !otpValid) return;
    onSubmit({ password, otp: otp.trim() });
  };
  const until = expiresAt
    ? new Date(expiresAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })
    : undefined;
  return (
    <Dialog.Root
      open
      preventScroll={false}
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={!busy}
      onOpenChange={(details) => !details.open && onCancel()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate data-testid="step-up-form">
              <Dialog.Header>
                <Dialog.Title>{t('stepUp.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">
                    {mobileHint ? t('stepUp.textMobile', { mobile: mobileHint }) : t('stepUp.text')}
                    {until && ` ${t('stepUp.until', { time: until })}`}
                  </Text>
                  <Field.Root required invalid={touched && !password} disabled={ended}>
                    <Field.Label>{t('stepUp.password')}</Field.Label>
                    <Input
                      type="password"
                      autoComplete="current-password"
                      value={password}
                      onChange={(event) => setPassword(event.target.value)}
                    />
                    <Field.HelperText>{passwordHint ?? t('stepUp.passwordHint')}</Field.HelperText>
                    <Field.ErrorText>{t('stepUp.required')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={touched && !otpValid} disabled={ended}>
                    <Field.Label>{t('stepUp.otp')}</Field.Label>
                    <Input
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={8}
                      value={otp}
                      onChange={(event) => setOtp(event.target.value)}
                    />
                    <Field.ErrorText>{t('stepUp.otpInvalid')}</Field.ErrorText>
                  </Field.Root>
                  {problem && (
                    <Alert.Root status="error" size="sm" role="alert" data-testid="step-up-problem">
                      <Alert.Indicator />
                      <Alert.Title>
                        {problem.kind === 'invalid'
                          ? problem.attemptsLeft !== undefined
                            ? t('stepUp.invalid', { count: problem.attemptsLeft })
                            : t('stepUp.invalidPlain')
                          : problem.kind === 'failed'
                            ? t('stepUp.failed')
                            : t(`stepUp.${problem.kind}`)}
                      </Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="ghost" onClick={onNewCode} disabled={busy}>
                  {t('stepUp.newCode')}
                </Button>
                <Button variant="outline" onClick={onCancel} disabled={busy}>
                  {t('review.cancel')}
                </Button>
                {!ended && (
                  <Button
                    type="submit"
                    colorPalette="brand"
                    loading={busy}
                    data-testid="step-up-confirm"
                  >
                    {t('stepUp.confirm')}
                  </Button>
                )}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild disabled={busy}>
                <CloseButton size="sm" aria-label={t('review.close')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
