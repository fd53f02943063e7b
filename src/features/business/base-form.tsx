// The business's name, e-mail and phone, changed by an admin on /business/profile through
// PUT /v2/businesses/{id}/base (docs/product.md#calls-business; the name can be changed after
// the business was created). An emptied phone is sent as null, which clears it.
import baseSchema from '@generated/schemas/updateBusinessBase.json';
import { updateBusinessBase } from '@generated/api/business/business';
import type { Business } from '@generated/model/business';
import type { BusinessBaseUpdate } from '@generated/model/businessBaseUpdate';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { useBusinessAction } from './use-business-action';

export function BusinessBaseForm({ business }: { business: Business }) {
  const { t } = useTranslation('business');
  const save = useBusinessAction(
    business.id,
    (body: BusinessBaseUpdate) => updateBusinessBase(business.id, body),
    () => t('profile.base.saved'),
  );
  return (
    <SchemaForm<BusinessBaseUpdate>
      schema={baseSchema}
      formData={{ name: business.name, email: business.email, phone: business.phone ?? undefined }}
      uiSchema={{
        'ui:order': ['name', 'email', 'phone'],
        name: { 'ui:title': t('profile.name'), 'ui:autocomplete': 'organization' },
        email: { 'ui:title': t('profile.base.email'), 'ui:autocomplete': 'email' },
        phone: { 'ui:title': t('profile.phone'), 'ui:autocomplete': 'tel' },
      }}
      submitLabel={t('profile.base.submit')}
      pending={save.isPending}
      serverError={save.error}
      onSubmit={({ name, email, phone }) =>
        save.mutate({ name: name.trim(), email, phone: phone?.trim() ? phone.trim() : null })
      }
    />
  );
}
