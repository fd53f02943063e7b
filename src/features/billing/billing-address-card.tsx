// The billing address of the business (PUT /v2/businesses/{id}/billing): the contract's
// BillingUpdate as a schema form, the country as a translated list. The country sets the VAT of
// every price; the currency cannot change while a subscription is paid (422 from the server,
// shown on the field).
import billingSchema from '@generated/schemas/updateBillingAddress.json';
import { updateBillingAddress } from '@generated/api/billing/billing';
import type { Billing } from '@generated/model/billing';
import type { BillingUpdate } from '@generated/model/billingUpdate';
import type { UiSchema } from '@rjsf/utils';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { BillingCard } from './billing-page';
import { countryList, platformFor } from '@/lib/countries';
import { refreshBilling } from './billing-data';

const FIELDS = [
  'address1',
  'address2',
  'postalCode',
  'city',
  'country',
  'vat',
  'currency',
] as const;

export function BillingAddressCard({
  businessId,
  billing,
}: {
  businessId: string;
  billing: Billing;
}) {
  const { t, i18n } = useTranslation('billing');
  const queryClient = useQueryClient();
  const countries = useMemo(
    () => countryList(i18n.language, platformFor(window.location.hostname)),
    [i18n.language],
  );
  const ui = useMemo(() => {
    const entries: UiSchema = { 'ui:order': [...FIELDS] };
    for (const field of FIELDS) entries[field] = { 'ui:title': t(`address.fields.${field}`) };
    // The list is the widget's: the schema keeps its pattern, so its validators are the ones
    // the codegen made.
    entries.country = {
      'ui:title': t('address.fields.country'),
      'ui:widget': 'select',
      'ui:choices': countries.map(({ code, name }) => ({ value: code, label: name })),
    };
    return entries;
  }, [t, countries]);
  const save = useMutation({
    mutationFn: (body: BillingUpdate) => updateBillingAddress(businessId, body),
    onSuccess: async () => {
      await refreshBilling(queryClient, businessId);
      showSnackbar({ message: t('address.saved'), color: 'success' });
    },
  });
  return (
    <BillingCard title={t('address.title')} text={t('address.text')} labelId="billing-address">
      <SchemaForm<BillingUpdate>
        schema={billingSchema}
        uiSchema={ui as UiSchema<BillingUpdate>}
        formData={{
          address1: billing.address1 || undefined,
          address2: billing.address2 ?? undefined,
          city: billing.city || undefined,
          postalCode: billing.postalCode || undefined,
          country: billing.country,
          vat: billing.vat ?? undefined,
          currency: billing.currency,
        }}
        submitLabel={t('address.save')}
        pending={save.isPending}
        serverError={save.error}
        onSubmit={(body) => save.mutate(body)}
      />
    </BillingCard>
  );
}
