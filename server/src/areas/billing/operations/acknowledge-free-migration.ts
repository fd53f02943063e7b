// PUT /v1/user/billing/free-migration: the calling user acknowledges the move to the new free plan.
import { acknowledgeFreeMigration as acknowledge } from '../free-migration.ts';
import type { Handler } from '../../handler.ts';

export const acknowledgeFreeMigration: Handler<'acknowledgeFreeMigration'> = async (
  request,
  _reply,
  ctx,
  caller,
) => acknowledge(ctx, caller.userId, request.body);
