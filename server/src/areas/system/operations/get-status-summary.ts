// GET /status/api/v2/summary.json: status-page summary built from the maintenance table.
import { statusSummary } from '../rules.ts';
import type { Handler } from '../../handler.ts';
import { loadStatusPageInput } from '../store.ts';

export const getStatusSummary: Handler<'getStatusSummary'> = async function (
  _request,
  _reply,
  ctx,
) {
  return statusSummary(await loadStatusPageInput(ctx));
};
