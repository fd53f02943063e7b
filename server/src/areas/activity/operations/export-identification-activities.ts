// GET /v2/businesses/{businessId}/activities/identifications/export: the identifications as a
// CSV file, streamed from the database as one ordered statement is read.
import type { Handler } from '../../handler.ts';
import { exportIdentifications } from '../exports.ts';

export const exportIdentificationActivities: Handler<'exportIdentificationActivities'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const csv = await exportIdentifications(
    ctx,
    caller.userId,
    request.params.businessId,
    request.query ?? {},
  );
  return reply
    .header('Content-Disposition', `attachment; filename="${csv.fileName}"`)
    .type('text/csv; charset=utf-8')
    .send(csv.stream);
};
