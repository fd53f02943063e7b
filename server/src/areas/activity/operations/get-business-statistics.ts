// GET /v2/businesses/{businessId}/statistics: counts of the business (admins only).
// It lives in activity, the highest of the areas it counts (business, seals, API users, activity).
import type { Handler } from '../../handler.ts';
import { signatureCountsByQuality } from '../store/signature-activity.ts';
import { apiUsernamesOf, countApiUsers } from '../../api-users/index.ts';
import { countSeals } from '../../seals/index.ts';
import { statistics } from '../../business/index.ts';

export const getBusinessStatistics: Handler<'getBusinessStatistics'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { businessId } = request.params;
  // Seals and API users are counted by their areas, the signatures by the activity area (the
  // signatures its list and usage export show); statistics() checks the admin (404/403) before it
  // answers anything (and before it counts the signatures). The counts read through the read pool
  // (ctx.reads, db/read-pool.ts): they count a business's whole history.
  const extra = {
    seals: await countSeals(ctx.reads, businessId),
    apiUsers: await countApiUsers(ctx.reads, businessId),
  };
  return statistics(ctx, caller.userId, businessId, extra, {
    apiUsernames: () => apiUsernamesOf(ctx.db, businessId),
    signaturesByQuality: () => signatureCountsByQuality(ctx.reads, businessId),
  });
};
