// /business/profile: the business's details — name, e-mail and phone to change (base-form.tsx) —,
// its support contact (PUT /v1/businesses/{id},
// invalid values blanked on load), the aes-for-business block (representative, commercial
// register, domains), ending the trial (cancel-trial dialog) and deleting the business with
// revoke-delete while the deletion is pending.
import { Alert, Button, DataList, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
// The contract requires both fields but takes null to clear one; the form (a variant of
// codegen.config.ts) lets a field stay empty and supportContactBody sends it as null.
import contactForm from '@generated/schemas/variants/supportContact.json';
import { cancelTrial } from '@generated/api/billing/billing';
import {
  requestBusinessDeletion,
  revokeBusinessDeletion,
  updateBusinessSupportContact,
  useGetBusiness,
} from '@generated/api/business/business';
import type { Business } from '@generated/model/business';
import type { SupportContact } from '@generated/model/supportContact';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { formatDateTime } from '@/components/schema-table/cell-text';
import { cancelTrialDialog } from '@/components/billing/dialogs';
import { BusinessCard, BusinessPage, ListState } from './business-page';
import { AesBlock } from './aes-block';
import { BusinessBaseForm } from './base-form';
import { supportContactBody, supportContactOnLoad } from './support-contact';
import { useBusinessAction } from './use-business-action';

export function BusinessProfileScreen({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['business', 'routes']);
  const query = useGetBusiness(businessId);
  const business = query.data?.data;
  return (
    <BusinessPage title={t('routes:businessProfile')} lead={t('profile.lead')}>
      <ListState query={query}>
        {business && (
          <>
            <DetailsCard business={business} />
            <ContactCard business={business} />
            <BusinessCard
              title={t('aes.title')}
              text={t('aes.text')}
              actions={
                <ChakraLink asChild color="brand.600" fontWeight="medium">
                  <Link to="/business/profile/aes-for-business">{t('aes.more')}</Link>
                </ChakraLink>
              }
            >
              <AesBlock business={business} />
            </BusinessCard>
            <DangerCard business={business} />
          </>
        )}
      </ListState>
    </BusinessPage>
  );
}

/** The name, e-mail and phone to change, and what the business is (created, billing, members). */
function DetailsCard({ business }: { business: Business }) {
  const { t, i18n } = useTranslation(['business', 'forms']);
  const items: [string, string][] = [
    [t('profile.createdAt'), formatDateTime(business.createdAt, i18n.language)],
    [
      t('profile.plan'),
      t(`forms:enums.PaymentMethodState.${business.billingStatus.paymentMethod}`),
    ],
    [t('profile.members'), String(business.members.length)],
  ];
  return (
    <BusinessCard title={t('profile.details')} text={t('profile.base.text')}>
      <BusinessBaseForm business={business} />
      <DataList.Root orientation="horizontal" size="md">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </BusinessCard>
  );
}

function ContactCard({ business }: { business: Business }) {
  const { t } = useTranslation('business');
  const save = useBusinessAction(
    business.id,
    (contact: SupportContact) => updateBusinessSupportContact(business.id, contact),
    () => t('profile.contact.saved'),
  );
  const initial = supportContactOnLoad(business.supportContact ?? business.settings.supportContact);
  return (
    <BusinessCard title={t('profile.contact.title')} text={t('profile.contact.text')}>
      <SchemaForm<SupportContact>
        schema={contactForm}
        formData={{ email: initial.email ?? undefined, phone: initial.phone ?? undefined }}
        uiSchema={{
          email: { 'ui:title': t('profile.contact.email'), 'ui:autocomplete': 'email' },
          phone: { 'ui:title': t('profile.contact.phone'), 'ui:autocomplete': 'tel' },
        }}
        submitLabel={t('profile.contact.submit')}
        pending={save.isPending}
        serverError={save.error}
        onSubmit={(data) => save.mutate(supportContactBody(data))}
      />
    </BusinessCard>
  );
}

function DangerCard({ business }: { business: Business }) {
  const { t, i18n } = useTranslation('business');
  const [confirming, setConfirming] = useState(false);
  const remove = useBusinessAction(
    business.id,
    () => requestBusinessDeletion(business.id),
    () => t('profile.delete.requested'),
  );
  const revoke = useBusinessAction(
    business.id,
    () => revokeBusinessDeletion(business.id),
    () => t('profile.delete.revoked'),
  );
  const endTrial = useBusinessAction(
    business.id,
    () => cancelTrial(business.id),
    () => t('profile.trial.cancelled'),
  );
  const trialing = business.billingStatus.paymentMethod === 'TRIALING';
  return (
    <BusinessCard title={t('profile.danger')}>
      {trialing && (
        <Stack gap="2" align="start">
          <Text>
            {business.billingStatus.trialEndsAt
              ? t('profile.trial.until', {
                  date: formatDateTime(business.billingStatus.trialEndsAt, i18n.language),
                })
              : t('profile.trial.running')}
          </Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void cancelTrialDialog.open(undefined, {
                onAnswer: () => endTrial.mutateAsync(undefined),
              })
            }
          >
            {t('profile.trial.cancel')}
          </Button>
        </Stack>
      )}
      {business.deletionScheduledAt ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Stack gap="2" flex="1">
            <Alert.Title>
              {t('profile.delete.scheduled', {
                date: formatDateTime(business.deletionScheduledAt, i18n.language),
              })}
            </Alert.Title>
            <Button
              size="sm"
              alignSelf="start"
              colorPalette="blue"
              loading={revoke.isPending}
              onClick={() => revoke.mutate(undefined)}
            >
              {t('profile.delete.revoke')}
            </Button>
          </Stack>
        </Alert.Root>
      ) : (
        <Stack gap="2" align="start">
          <Text color="fg.muted">{t('profile.delete.text')}</Text>
          {confirming ? (
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                colorPalette="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
              >
                {t('profile.delete.confirm')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </Button>
            </HStack>
          ) : (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirming(true)}
            >
              {t('profile.delete.button')}
            </Button>
          )}
        </Stack>
      )}
    </BusinessCard>
  );
}
