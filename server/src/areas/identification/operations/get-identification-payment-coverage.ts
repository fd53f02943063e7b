// GET /v1/user/identification/payment/{identificationId}: whether the user's business pays the
// identification. Another user's identification answers 404 like an unknown id (no leak).
import { paymentCoverage } from '../identification.ts';
import { notFound } from '../../../domain-errors.ts';
import { callerUser } from '../../signature-requests/index.ts';
import type { Handler } from '../../handler.ts';

export const getIdentificationPaymentCoverage: Handler<'getIdentificationPaymentCoverage'> = async (
  request,
  _reply,
  ctx,
) => {
  const user = await callerUser(ctx, request);
  const row = await ctx.db
    .selectFrom('identifications')
    .selectAll()
    .where('id', '=', request.params.identificationId.toLowerCase())
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) throw notFound('The identification does not exist.');
  return paymentCoverage(row);
};
