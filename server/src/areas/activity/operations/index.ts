// Handlers of the contract's `activity` operations: the account, signature and identification
// logs of a business and their CSV exports.
import type { Handlers } from '../../handler.ts';
import { exportIdentificationActivities } from './export-identification-activities.ts';
import { exportSignatureActivities } from './export-signature-activities.ts';
import { listAccountActivities } from './list-account-activities.ts';
import { listIdentificationActivities } from './list-identification-activities.ts';
import { listSignatureActivities } from './list-signature-activities.ts';

export const activityHandlers: Handlers = {
  exportIdentificationActivities,
  exportSignatureActivities,
  listAccountActivities,
  listIdentificationActivities,
  listSignatureActivities,
};
