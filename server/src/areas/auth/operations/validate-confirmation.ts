// POST /v1/valid-confirmation: the token of the confirmation link marks the e-mail verified.
// Unknown, used or expired tokens answer 422; a token of an already confirmed e-mail 409.
import { assertConfirmable, emailTokenState, invalidConfirmationLink } from '../rules/tokens.ts';
import { confirmEmailWithToken } from '../store/accounts.ts';
import { findEmailToken } from '../store/email-tokens.ts';
import type { Handler } from '../../handler.ts';

export const validateConfirmation: Handler<'validateConfirmation'> = async (
  request,
  _reply,
  ctx,
) => {
  const now = ctx.clock.now();
  const found = emailTokenState(await findEmailToken(ctx.db, request.body.token, 'confirm'), now);
  assertConfirmable(found);
  if (!(await confirmEmailWithToken(ctx.db, found.tokenHash, found.user.id, now))) {
    throw invalidConfirmationLink('used');
  }
  return { success: true, message: 'E-mail confirmed.' };
};
