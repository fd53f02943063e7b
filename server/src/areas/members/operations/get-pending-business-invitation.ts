// GET /v1/user/business-invitation: the newest pending invitation to the caller's e-mail address
// while the caller belongs to no business (the invitation dialog after login, docs/product.md#states-login-dialogs); 204
// when there is none, an answer and not an error.
import type { Handler } from '../../handler.ts';
import { pendingInvitationOf } from '../to-contract.ts';

export const getPendingBusinessInvitation: Handler<'getPendingBusinessInvitation'> = async (
  _request,
  reply,
  ctx,
  caller,
) => {
  const view = await pendingInvitationOf(ctx, caller.userId);
  if (!view) return reply.code(204).send();
  return view;
};
