// POST /v1/valid-confirmation: the token of a confirmation link. A sign-up link marks the e-mail
// verified; a signer-identity link (PUT /v1/user with a new signer_identity_email) makes the
// address it was mailed to the account's verified signer identity e-mail. Unknown, used or expired
// tokens answer 422; a sign-up token of an already confirmed e-mail 409, and an identity address
// that is another account's login e-mail 409.
import { findUserByEmail } from '../../user/index.ts';
import {
  assertConfirmable,
  assertIdentityEmailFree,
  emailTokenState,
  identityEmailToConfirm,
  invalidConfirmationLink,
} from '../rules/tokens.ts';
import { confirmEmailWithToken, confirmIdentityEmailWithToken } from '../store/accounts.ts';
import { findEmailToken } from '../store/email-tokens.ts';
import type { Handler } from '../../handler.ts';

export const validateConfirmation: Handler<'validateConfirmation'> = async (
  request,
  _reply,
  ctx,
) => {
  const now = ctx.clock.now();
  const stored = await findEmailToken(ctx.db, request.body.token, ['confirm', 'identity_email']);
  if (stored?.purpose === 'identity_email') {
    const { tokenHash, user, email } = identityEmailToConfirm(stored, now);
    assertIdentityEmailFree(await findUserByEmail(ctx.db, email), user);
    if (!(await confirmIdentityEmailWithToken(ctx.db, tokenHash, user.id, email, now))) {
      throw invalidConfirmationLink('used');
    }
    return { success: true, message: 'Signer e-mail confirmed.' };
  }
  const found = emailTokenState(stored, now);
  assertConfirmable(found);
  if (!(await confirmEmailWithToken(ctx.db, found.tokenHash, found.user.id, now))) {
    throw invalidConfirmationLink('used');
  }
  return { success: true, message: 'E-mail confirmed.' };
};
