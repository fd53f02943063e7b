// Handlers of the contract's `business` operations (the settings operations belong to the
// settings work; see pending.ts for what is still pending).
import type { Handlers } from '../../handler.ts';
import { createBusiness } from './create-business.ts';
import { getBusiness } from './get-business.ts';
import { getBusinessCustomExtras } from './get-business-custom-extras.ts';
import { getBusinessPublicInformation } from './get-business-public-information.ts';
import { getBusinessStatistics } from './get-business-statistics.ts';
import { getUserBusiness } from './get-user-business.ts';
import { requestBusinessDeletion } from './request-business-deletion.ts';
import { revokeBusinessDeletion } from './revoke-business-deletion.ts';
import { updateBusinessBase } from './update-business-base.ts';
import { updateBusinessSupportContact } from './update-business-support-contact.ts';

export const businessHandlers: Handlers = {
  createBusiness,
  getBusiness,
  getBusinessCustomExtras,
  getBusinessPublicInformation,
  getBusinessStatistics,
  getUserBusiness,
  requestBusinessDeletion,
  revokeBusinessDeletion,
  updateBusinessBase,
  updateBusinessSupportContact,
};
