// GET /v1/user/business-invitation: the newest pending invitation to the caller's e-mail address
// while the caller belongs to no business (the invitation dialog after login, docs/product.md#states-login-dialogs); 204
// when there is none, an answer and not an error.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { pendingInvitationOf } from '../view.ts';

export const getPendingBusinessInvitation: Handler<'getPendingBusinessInvitation'> = async (
  request,
  reply,
  ctx,
) => {
  const view = await pendingInvitationOf(ctx, currentUser(request).userId);
  if (!view) return reply.code(204).send();
  return view;
};
