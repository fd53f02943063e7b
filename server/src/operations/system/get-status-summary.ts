// GET /status/api/v2/summary.json: status-page summary built from the maintenance table.
import { statusSummary } from '../../domain/status-page.ts';
import type { Handler } from '../types.ts';
import { loadStatusPageInput } from './status-page-input.ts';

export const getStatusSummary: Handler<'getStatusSummary'> = async function (request) {
  return statusSummary(await loadStatusPageInput(request.server));
};
