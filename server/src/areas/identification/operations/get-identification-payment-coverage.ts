// GET /v1/user/identification/payment/{identificationId}: whether the user's business pays the
// identification. Another user's identification answers 404 like an unknown id (no leak).
import { notFound } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { callerUser } from '../../signature-requests/index.ts';
import { coverageOf } from '../coverage.ts';
import { findUserIdentification } from '../store.ts';

export const getIdentificationPaymentCoverage: Handler<'getIdentificationPaymentCoverage'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const user = await callerUser(ctx, caller);
  const row = await findUserIdentification(
    ctx.db,
    user.id,
    request.params.identificationId.toLowerCase(),
  );
  if (!row) throw notFound('The identification does not exist.');
  return coverageOf(ctx, row);
};
