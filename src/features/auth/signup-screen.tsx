// Create a personal account (docs/product.md#calls-auth-user: "POST /v1/register: user data; mobile sent empty,
// avatar sent as f2"). Rendered from generated/schemas/registerUser.json. The terms and
// conditions are accepted here (a required checkbox with the link to them, sent as `gtc`), so a
// new account never meets the accept-terms dialog of docs/product.md#states-login-dialogs at its first login.
import registerSchema from '@generated/schemas/registerUser.json';
import { useRegisterUser } from '@generated/api/auth/auth';
import type { RegisterRequest } from '@generated/model';
import { Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { TERMS_URL } from '@/components/shell/dialogs/parts/links';
import { NarrowCard } from '@/components/narrow-card';
import { authErrorMessage } from './auth-error';
import { AuthLinks } from './auth-links';
import { passwordRefusal } from './password-refusal';
import { PasswordStrengthHint } from './password-strength-hint';
import { signupLanguage } from './signup-language';

/** What the product always sends for the fields the sign-up form does not ask for. */
export const SIGNUP_MOBILE = '';
export const SIGNUP_AVATAR = 'f2';

export interface SignupScreenProps {
  /** Called with the e-mail once the account is created (the confirmation mail is sent). */
  onDone?: (email: string) => void;
  initialEmail?: string;
  /** Where the confirmed account continues (an invitation), sent along as `returnPath`. */
  returnPath?: string;
}

const uiSchema = {
  'ui:order': ['firstName', 'lastName', 'email', 'password', '*'],
  email: { 'ui:autocomplete': 'email' },
  password: { 'ui:autocomplete': 'new-password' },
  firstName: { 'ui:autocomplete': 'given-name' },
  lastName: { 'ui:autocomplete': 'family-name' },
  mobile: { 'ui:widget': 'hidden' },
  avatar: { 'ui:widget': 'hidden' },
  lang: { 'ui:widget': 'hidden' },
  // The terms checkbox is the screen's own: required, with the link to the terms.
  gtc: { 'ui:widget': 'hidden' },
  returnPath: { 'ui:widget': 'hidden' },
};

export function SignupScreen({ onDone, initialEmail, returnPath }: SignupScreenProps) {
  const { t, i18n } = useTranslation('auth');
  const register = useRegisterUser();
  const [draft, setDraft] = useState<Partial<RegisterRequest>>({});
  const [accepted, setAccepted] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  // The password the server refused, and why: shown once, at the field, until it is changed.
  const [refusedPassword, setRefusedPassword] = useState<string | undefined>();
  const refusedRule = passwordRefusal(register.error);
  const refused = refusedRule && refusedPassword === draft.password ? refusedRule : undefined;
  const submit = (data: RegisterRequest) => {
    if (!accepted) {
      setTermsMissing(true);
      return;
    }
    const body = {
      ...data,
      gtc: true,
      mobile: SIGNUP_MOBILE,
      avatar: SIGNUP_AVATAR,
      lang: signupLanguage(i18n.language),
      ...(returnPath ? { returnPath } : {}),
    };
    register.mutate(
      { data: body },
      {
        onSuccess: () => onDone?.(body.email),
        onError: (error) => {
          setRefusedPassword(passwordRefusal(error) ? body.password : undefined);
        },
      },
    );
  };
  return (
    <NarrowCard title={t('signup.title')}>
      <SchemaForm<RegisterRequest>
        schema={registerSchema}
        uiSchema={uiSchema}
        formData={{ email: initialEmail }}
        submitLabel={t('signup.submit')}
        pending={register.isPending}
        // A refused password is said at its field (the hint); every other answer by the form.
        serverError={refusedRule ? undefined : register.error}
        describeError={(error) => authErrorMessage(error, t, { 409: 'signup.emailTaken' })}
        onChange={setDraft}
        footer={
          <AuthLinks
            links={[
              {
                href: returnPath ? `/login?redirect=${encodeURIComponent(returnPath)}` : '/login',
                label: t('signup.haveAccount'),
              },
            ]}
          />
        }
        onSubmit={submit}
      >
        {/* Right below the password (the last field), and its description: rjsf points the
            field's aria-describedby at `<id>__help`. */}
        <PasswordStrengthHint
          id="root_password__help"
          password={draft.password}
          email={draft.email}
          refused={refused}
        />
        <Stack gap="1" mt="4">
          <Checkbox.Root
            checked={accepted}
            invalid={termsMissing}
            onCheckedChange={({ checked }) => {
              setAccepted(checked === true);
              setTermsMissing(false);
            }}
            alignItems="flex-start"
            data-testid="signup-terms"
          >
            <Checkbox.HiddenInput aria-describedby="signup-terms-link" aria-required="true" />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              {t('signup.terms')}
              {/* Required, like the fields above (their asterisk); said by aria-required. */}
              <Text as="span" color="fg.error" aria-hidden="true" ms="1">
                *
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
          <Link
            id="signup-terms-link"
            href={TERMS_URL}
            target="_blank"
            rel="noreferrer"
            colorPalette="blue"
            fontSize="sm"
            ms="7"
          >
            {t('signup.readTerms')}
          </Link>
          {termsMissing && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {t('signup.termsMissing')}
            </Text>
          )}
        </Stack>
      </SchemaForm>
    </NarrowCard>
  );
}

export default SignupScreen;
