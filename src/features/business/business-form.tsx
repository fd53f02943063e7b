// The business's details as the schema form of POST /v2/businesses shows them: the contract's
// fields for the company, the country as a translated list, the terms to accept; plan, cycle,
// seats and currency are not asked (see business-draft.ts).
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import createSchema from '@generated/schemas/createBusiness.json';
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
const HIDDEN = ['currency', 'plan', 'cycle', 'amount_seats', 'gtc_accepted', 'dpa_accepted'];

/** The request schema without the fields this form does not ask for. */
function draftSchema() {
  const name = createSchema.$ref.split('/').pop() as 'BusinessCreate';
  const full = createSchema.$defs[name];
  const properties = Object.fromEntries(
    Object.entries(full.properties).filter(([key]) => !HIDDEN.includes(key)),
  );
  return {
    ...createSchema,
    $defs: {
      ...createSchema.$defs,
      [name]: {
        ...full,
        properties,
        required: full.required.filter((key) => !HIDDEN.includes(key)),
      },
    },
  };
}

function uiSchema(t: TFunction, locale: string): UiSchema {
  const countries = countryList(locale, platformFor(window.location.hostname));
  const ui: UiSchema = { 'ui:order': [...FIELDS, '*'] };
  for (const field of FIELDS) ui[field] = { 'ui:title': t(`register.fields.${field}`) };
  ui.country = {
    'ui:title': t('register.fields.country'),
    'ui:widget': 'select',
    'ui:enumNames': countries.map((country) => country.name),
  };
  ui.email = { ...ui.email, 'ui:autocomplete': 'email' };
  ui.phone = { ...ui.phone, 'ui:autocomplete': 'tel' };
  return ui;
}

/** The country field as a list: the pattern-only schema gets the codes as its enum. */
function withCountryEnum(schema: ReturnType<typeof draftSchema>, locale: string) {
  const codes = countryList(locale, platformFor(window.location.hostname)).map((c) => c.code);
  return {
    ...schema,
    $defs: {
      ...schema.$defs,
      BillingCountry: { ...schema.$defs.BillingCountry, enum: codes },
    },
  };
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
  const schema = useMemo(() => withCountryEnum(draftSchema(), i18n.language), [i18n.language]);
  const ui = useMemo(() => uiSchema(t, i18n.language), [t, i18n.language]);
  const [accepted, setAccepted] = useState(false);
  const [missing, setMissing] = useState(false);
  return (
    <SchemaForm<BusinessDraft>
      schema={schema}
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
