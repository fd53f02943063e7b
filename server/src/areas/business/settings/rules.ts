// Rules of a business's settings (docs/product.md#entities-business-settings Settings; pure): the defaults of a business that
// never saved any, the stored row of a PUT body and the Settings answer of a row. `customisable`
// comes from the contract of the service, not from the admin: both attachments are customisable
// here, and whatever a PUT sends for it is ignored. Retention: documents of a request that reached
// a terminal state (SIGNED, DECLINED, WITHDRAWN, EXPIRED) are deleted `terminalState` days later.
import type { BusinessSettingsTable } from '../../../db/schema.ts';
import type { Schemas } from '../../handler.ts';
import { logoAddress } from '../rules/logo.ts';

export type Settings = Schemas['BusinessSettings'];
/** A PUT body: the settings with the logo as the address to take it from. */
export type SettingsUpdate = Schemas['BusinessSettingsUpdate'];
export type StoredSettings = Omit<BusinessSettingsTable, 'business_id' | 'updated_at'>;
/** The logo columns (branding/logo.ts fills them when an address is taken). */
export type StoredLogo = Pick<
  StoredSettings,
  'logo_url' | 'logo_key' | 'logo_width' | 'logo_height'
>;

export const DEFAULT_RETENTION_DAYS = 90;
export const TERMINAL_STATES = ['SIGNED', 'DECLINED', 'WITHDRAWN', 'EXPIRED'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_SETTINGS: StoredSettings = {
  part11_enabled: 0,
  retention_enabled: 0,
  retention_days: DEFAULT_RETENTION_DAYS,
  logo_url: null,
  logo_key: null,
  logo_height: null,
  logo_width: null,
  attach_signed_document: 1,
  attach_signature_protocol: 0,
  user_pilot_enabled: 0,
};

const flag = (on: boolean) => (on ? 1 : 0);

/**
 * The stored settings of a PUT body (the support contact is kept on the business row) with the
 * logo as resolved from its address (branding/logo.ts).
 */
export function storedSettingsOf(body: SettingsUpdate, logo: StoredLogo): StoredSettings {
  return {
    part11_enabled: flag(body.signatureRequests.part11.enabled),
    retention_enabled: flag(body.signatureRequests.retention.enabled),
    retention_days: body.signatureRequests.retention.terminalState,
    ...logo,
    attach_signed_document: flag(body.mailService.attachments.signedDocument.enabled),
    attach_signature_protocol: flag(body.mailService.attachments.signatureProtocol.enabled),
    user_pilot_enabled: flag(body.userPilot.enabled),
  };
}

/**
 * The Settings answer of a business's stored settings and its (already blanked) support contact.
 * The logo is the one the service keeps, at its address on the service's own origin; a logo
 * saved before the service kept logos (an address but no kept image) counts as none.
 */
export function settingsAnswer(
  businessId: string,
  stored: StoredSettings,
  supportContact: Settings['supportContact'],
): Settings {
  return {
    supportContact,
    signatureRequests: {
      part11: { enabled: stored.part11_enabled === 1 },
      retention: { enabled: stored.retention_enabled === 1, terminalState: stored.retention_days },
    },
    companyBranding: {
      logo:
        stored.logo_key && stored.logo_url && stored.logo_height && stored.logo_width
          ? {
              url: logoAddress(businessId, stored.logo_key),
              sourceUrl: stored.logo_url,
              height: stored.logo_height,
              width: stored.logo_width,
            }
          : null,
    },
    mailService: {
      attachments: {
        signedDocument: { enabled: stored.attach_signed_document === 1, customisable: true },
        signatureProtocol: { enabled: stored.attach_signature_protocol === 1, customisable: true },
      },
    },
    userPilot: { enabled: stored.user_pilot_enabled === 1 },
  };
}

/** Requests that reached their terminal state before this instant are due for deletion. */
export const retentionCutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
