// The settings a Business answer carries. The support contact is the business's own (blanked on
// load when invalid, seed 001 §5); the other settings are their defaults until the settings
// operations (GET/PUT /v1/businesses/{id}/settings) store them.
import type { AppContext } from '../../context.ts';
import type { Schemas } from '../handler.ts';
import { loadedSupportContact } from './rules/business.ts';
import type { BusinessRow } from './store/businesses.ts';

export async function businessSettings(
  _ctx: AppContext,
  row: BusinessRow,
): Promise<Schemas['BusinessSettings']> {
  return {
    supportContact: loadedSupportContact({ email: row.support_email, phone: row.support_phone }),
    signatureRequests: {
      part11: { enabled: false },
      retention: { enabled: false, terminalState: 90 },
    },
    companyBranding: { logo: null },
    mailService: {
      attachments: {
        signedDocument: { enabled: true, customisable: true },
        signatureProtocol: { enabled: false, customisable: true },
      },
    },
    userPilot: { enabled: false },
  };
}
