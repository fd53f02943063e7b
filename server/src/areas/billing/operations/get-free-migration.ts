// GET /v1/user/billing/free-migration: the calling user's move from the legacy free plan.
import { currentUser } from '../../../plugins/security.ts';
import { freeMigrationOf } from '../free-migration.ts';
import type { Handler } from '../../handler.ts';

export const getFreeMigration: Handler<'getFreeMigration'> = async (request, _reply, ctx) =>
  freeMigrationOf(ctx, currentUser(request).userId);
