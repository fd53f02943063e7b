// Handlers of the contract's `system` operations.
import type { Handlers } from '../../handler.ts';
import { getDateTime } from './get-date-time.ts';
import { getStatusComponents } from './get-status-components.ts';
import { getStatusSummary } from './get-status-summary.ts';

export const systemHandlers: Handlers = {
  getDateTime,
  getStatusSummary,
  getStatusComponents,
};
