// GET /status/api/v2/components.json: the status-page components and their current status.
import { statusComponentsPage } from '../rules.ts';
import type { Handler } from '../../handler.ts';
import { loadStatusPageInput } from '../store.ts';

export const getStatusComponents: Handler<'getStatusComponents'> = async function (
  _request,
  _reply,
  ctx,
) {
  return statusComponentsPage(await loadStatusPageInput(ctx));
};
