// /business/settings: GET and PUT /v1/businesses/{id}/settings (docs/product.md#entities-business-settings Settings): part 11,
// retention (on/off and the days a finished request is kept), the company-branding logo, the
// mail attachments of the completion mail, and user guidance. The support contact is edited on
// the profile page (PUT /v1/businesses/{id}), so it is sent back here as it came. Turning
// automatic deletion on or off is saved only once the auto-deletion dialog is confirmed. The
// logo is sent as the address to take it from (BusinessSettingsUpdate); the answer's logo is the
// service's copy, shown in the field's preview.
import settingsSchema from '@generated/schemas/updateBusinessSettings.json';
import { updateBusinessSettings, useGetBusinessSettings } from '@generated/api/business/business';
import type { BusinessSettings } from '@generated/model/businessSettings';
import type { BusinessSettingsUpdate } from '@generated/model/businessSettingsUpdate';
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { BusinessCard, BusinessPage, ListState } from './business-page';
import { autoDeletionDialog } from './dialogs';
import { HelpBelowField } from './help-below-field';
import { LogoField } from './logo-field';
import { useBusinessAction } from './use-business-action';

const Nothing = () => null;

/**
 * One section of the settings (Part 11, automatic deletion, branding, completion mail, user
 * guidance): a small heading under the card's, its explanation, its fields.
 */
function Section({ title, description, properties }: ObjectFieldTemplateProps) {
  return (
    <Stack gap="2" as="section" pb="2">
      {title && (
        <Heading as="h3" size="md">
          {title}
        </Heading>
      )}
      {description && <Text color="fg.muted">{description}</Text>}
      {properties.map((property) => (
        <div key={property.name}>{property.content}</div>
      ))}
    </Stack>
  );
}

/** An object that only groups the contract's fields: its fields, without a heading of its own. */
function Flat({ properties }: ObjectFieldTemplateProps) {
  return (
    <Stack gap="3">
      {properties.map((property) => (
        <div key={property.name}>{property.content}</div>
      ))}
    </Stack>
  );
}

function attachmentUi(t: TFunction, name: string, customisable: boolean): UiSchema {
  return {
    'ui:ObjectFieldTemplate': Flat,
    enabled: {
      'ui:title': t(`settings.attachments.${name}`),
      'ui:disabled': !customisable,
      'ui:help': customisable ? undefined : t('settings.attachments.fixed'),
      'ui:FieldTemplate': HelpBelowField,
    },
    customisable: { 'ui:widget': 'hidden' },
  };
}

export function settingsUiSchema(t: TFunction, settings: BusinessSettings): UiSchema {
  const attachments = settings.mailService.attachments;
  return {
    'ui:ObjectFieldTemplate': Flat,
    'ui:order': ['signatureRequests', 'companyBranding', 'mailService', 'userPilot', '*'],
    supportContact: { 'ui:field': Nothing },
    // Part 11 and automatic deletion are sections of their own; the contract's grouping of them
    // under signatureRequests is no heading a person needs.
    signatureRequests: {
      'ui:ObjectFieldTemplate': Flat,
      part11: {
        'ui:ObjectFieldTemplate': Section,
        'ui:title': t('settings.part11.title'),
        'ui:description': t('settings.part11.text'),
        enabled: { 'ui:title': t('settings.part11.enabled') },
      },
      retention: {
        'ui:ObjectFieldTemplate': Section,
        'ui:title': t('settings.retention.title'),
        'ui:description': t('settings.retention.text'),
        enabled: { 'ui:title': t('settings.retention.enabled') },
        terminalState: { 'ui:title': t('settings.retention.days'), 'ui:widget': 'updown' },
      },
    },
    companyBranding: {
      'ui:ObjectFieldTemplate': Section,
      'ui:title': t('settings.branding.title'),
      'ui:description': t('settings.branding.text'),
      logo: {
        'ui:field': LogoField,
        // The logo is `BusinessLogoSource | null`; the field handles both, no choice between them.
        'ui:fieldReplacesAnyOrOneOf': true,
        'ui:title': t('settings.branding.url'),
        'ui:options': { kept: settings.companyBranding.logo },
      },
    },
    mailService: {
      'ui:ObjectFieldTemplate': Section,
      'ui:title': t('settings.attachments.title'),
      'ui:description': t('settings.attachments.text'),
      attachments: {
        'ui:ObjectFieldTemplate': Flat,
        signedDocument: attachmentUi(t, 'signedDocument', attachments.signedDocument.customisable),
        signatureProtocol: attachmentUi(
          t,
          'signatureProtocol',
          attachments.signatureProtocol.customisable,
        ),
      },
    },
    userPilot: {
      'ui:ObjectFieldTemplate': Section,
      'ui:title': t('settings.guidance.title'),
      'ui:description': t('settings.guidance.text'),
      enabled: { 'ui:title': t('settings.guidance.enabled') },
    },
  };
}

/** The PUT body of the settings as answered: the kept logo given by the address it came from. */
export function updateOf(settings: BusinessSettings): BusinessSettingsUpdate {
  const logo = settings.companyBranding.logo;
  return { ...settings, companyBranding: { logo: logo ? { sourceUrl: logo.sourceUrl } : null } };
}

export function BusinessSettingsScreen({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['business', 'routes']);
  const query = useGetBusinessSettings(businessId);
  const settings = query.data?.data.settings;
  const save = useBusinessAction(
    businessId,
    (next: BusinessSettingsUpdate) => updateBusinessSettings(businessId, next),
    () => t('settings.saved'),
  );
  return (
    <BusinessPage title={t('routes:businessSettings')} lead={t('settings.lead')}>
      <ListState query={query}>
        {settings && (
          <BusinessCard title={t('settings.title')}>
            <SchemaForm<BusinessSettingsUpdate>
              schema={settingsSchema}
              uiSchema={settingsUiSchema(t, settings) as UiSchema<BusinessSettingsUpdate>}
              formData={updateOf(settings)}
              submitLabel={t('settings.save')}
              pending={save.isPending}
              serverError={save.error}
              onSubmit={(next) => {
                const body = { ...next, supportContact: settings.supportContact };
                const activate = next.signatureRequests.retention.enabled;
                if (activate === settings.signatureRequests.retention.enabled) {
                  save.mutate(body);
                  return;
                }
                // Switching automatic deletion on or off is confirmed first (docs/product.md#screens-dialogs, general
                // dialog "activate/deactivate auto deletion"): on, finished requests get deleted.
                void autoDeletionDialog.open(
                  { activate },
                  { onAnswer: () => save.mutateAsync(body) },
                );
              }}
            />
          </BusinessCard>
        )}
      </ListState>
    </BusinessPage>
  );
}
