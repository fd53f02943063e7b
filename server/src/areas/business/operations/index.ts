// Handlers of the contract's `business` operations.
import type { Handlers } from '../../handler.ts';
import { createBusiness } from './create-business.ts';
import { getBusiness } from './get-business.ts';
import { getBusinessCustomExtras } from './get-business-custom-extras.ts';
import { getBusinessLogo } from './get-business-logo.ts';
import { getBusinessSettings } from './get-business-settings.ts';
import { getBusinessPublicInformation } from './get-business-public-information.ts';
import { getBusinessStatistics } from './get-business-statistics.ts';
import { getUserBusiness } from './get-user-business.ts';
import { requestBusinessDeletion } from './request-business-deletion.ts';
import { revokeBusinessDeletion } from './revoke-business-deletion.ts';
import { updateBusinessBase } from './update-business-base.ts';
import { updateBusinessSettings } from './update-business-settings.ts';
import { updateBusinessSupportContact } from './update-business-support-contact.ts';

export const businessHandlers: Handlers = {
  createBusiness,
  getBusiness,
  getBusinessCustomExtras,
  getBusinessLogo,
  getBusinessPublicInformation,
  getBusinessStatistics,
  getUserBusiness,
  requestBusinessDeletion,
  revokeBusinessDeletion,
  updateBusinessBase,
  updateBusinessSupportContact,
  getBusinessSettings,
  updateBusinessSettings,
};
