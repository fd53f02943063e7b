// GET /v2/businesses/user: the caller's business and role. Businesses (creating one, inviting
// members) arrive with the business area; until then nobody belongs to a business, which the
// contract answers with 404 — the app reads that as "a personal account" and goes on.
import { notFound } from '../../../domain-errors.ts';
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';

export const getUserBusiness: Handler<'getUserBusiness'> = async (request) => {
  currentUser(request);
  throw notFound('You do not belong to a business.');
};
