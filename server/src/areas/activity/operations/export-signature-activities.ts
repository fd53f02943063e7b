// GET /v2/businesses/{businessId}/activities/signatures/export: the signature usage (group_by
// other) or the cost centre report (group_by cost_centers) as a CSV file, streamed.
import type { Handler } from '../../handler.ts';
import { exportSignatures } from '../exports.ts';

export const exportSignatureActivities: Handler<'exportSignatureActivities'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const csv = await exportSignatures(ctx, caller.userId, request.params.businessId, request.query);
  return reply
    .header('Content-Disposition', `attachment; filename="${csv.fileName}"`)
    .type('text/csv; charset=utf-8')
    .send(csv.stream);
};
