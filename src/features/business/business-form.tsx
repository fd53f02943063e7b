// The business's details as the schema form of POST /v2/businesses shows them: the contract's
// fields for the company, the country as a translated list, the terms to accept; plan, cycle,
// seats and currency are not asked (see business-draft.ts and FORM_VARIANTS in codegen.config.ts).
import { Checkbox, Stack, Text } from '@chakra-ui/react';
// The request schema without the fields this form does not ask for (a variant of
// codegen.config.ts).
import draftSchema from '@generated/schemas/variants/businessDraft.json';
import type { UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { countryList, platformFor } from '@/lib/countries';
import type { BusinessDraft } from './business-draft';

const FIELDS = [
  'name',
  'email',
  'phone',
  'country',
  'vat',
  'address1',
  'address2',
  'city',
  'postal_code',
] as const;
function uiSchema(t: TFunction, locale: string): UiSchema {
  const countries = countryList(locale, platformFor(window.location.hostname));
  const ui: UiSchema = { 'ui:order': [...FIELDS, '*'] };
  for (const field of FIELDS) ui[field] = { 'ui:title': t(`register.fields.${field}`) };
  // The list is the widget's (the codes in the order of the user's language): the schema keeps
  // its pattern, so its validators are the ones the codegen made.
  ui.country = {
    'ui:title': t('register.fields.country'),
    'ui:widget': 'select',
    'ui:choices': countries.map(({ code, name }) => ({ value: code, label: name })),
  };
  ui.email = { ...ui.email, 'ui:autocomplete': 'email' };
  ui.phone = { ...ui.phone, 'ui:autocomplete': 'tel' };
  return ui;
}

export function BusinessForm({
  initial,
  submitLabel,
  pending,
  serverError,
  onSubmit,
  footer,
}: {
  initial?: Partial<BusinessDraft>;
  submitLabel: string;
  pending?: boolean;
  serverError?: unknown;
  onSubmit: (draft: BusinessDraft) => void;
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation('business');
  const ui = useMemo(() => uiSchema(t, i18n.language), [t, i18n.language]);
  const [accepted, setAccepted] = useState(false);
  const [missing, setMissing] = useState(false);
  return (
    <SchemaForm<BusinessDraft>
      schema={draftSchema}
      uiSchema={ui as UiSchema<BusinessDraft>}
      formData={{ country: 'CH', ...initial }}
      submitLabel={submitLabel}
      pending={pending}
      serverError={serverError}
      footer={footer}
      onSubmit={(draft) => {
        if (!accepted) {
          setMissing(true);
          return;
        }
        onSubmit(draft);
      }}
    >
      <Stack gap="1">
        <Checkbox.Root
          checked={accepted}
          onCheckedChange={({ checked }) => {
            setAccepted(checked === true);
            setMissing(false);
          }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('register.terms')}</Checkbox.Label>
        </Checkbox.Root>
        {missing && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {t('register.termsMissing')}
          </Text>
        )}
      </Stack>
    </SchemaForm>
  );
}
