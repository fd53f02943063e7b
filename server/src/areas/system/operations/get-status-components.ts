// GET /status/api/v2/components.json: the status-page components and their current status.
import { statusComponentsPage } from '../rules.ts';
import type { Handler } from '../../handler.ts';
import { loadStatusPageInput } from '../store.ts';

export const getStatusComponents: Handler<'getStatusComponents'> = async function (request) {
  return statusComponentsPage(await loadStatusPageInput(request.server));
};
