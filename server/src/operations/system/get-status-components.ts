// GET /status/api/v2/components.json: the status-page components and their current status.
import { statusComponentsPage } from '../../domain/status-page.ts';
import type { Handler } from '../types.ts';
import { loadStatusPageInput } from './status-page-input.ts';

export const getStatusComponents: Handler<'getStatusComponents'> = async function (request) {
  return statusComponentsPage(await loadStatusPageInput(request.server));
};
