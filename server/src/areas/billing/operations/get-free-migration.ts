// GET /v1/user/billing/free-migration: the calling user's move from the legacy free plan.
import { freeMigrationOf } from '../free-migration.ts';
import type { Handler } from '../../handler.ts';

export const getFreeMigration: Handler<'getFreeMigration'> = async (
  _request,
  _reply,
  ctx,
  caller,
) => freeMigrationOf(ctx, caller.userId);
