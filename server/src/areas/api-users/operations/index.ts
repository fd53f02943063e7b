// Handlers of the contract's `api-users` operations.
import type { Handlers } from '../../handler.ts';
import { createApiUser } from './create-api-user.ts';
import { createApiUserToken } from './create-api-user-token.ts';
import { deleteApiUser } from './delete-api-user.ts';
import { listApiUsers } from './list-api-users.ts';
import { resetApiUserSecret } from './reset-api-user-secret.ts';
import { updateApiUser } from './update-api-user.ts';

export const apiUsersHandlers: Handlers = {
  listApiUsers,
  createApiUser,
  updateApiUser,
  deleteApiUser,
  resetApiUserSecret,
  createApiUserToken,
};
