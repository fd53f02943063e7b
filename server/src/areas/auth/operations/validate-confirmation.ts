// POST /v1/valid-confirmation: the token of the confirmation link marks the e-mail verified.
// Unknown, used or expired tokens answer 422; a token of an already confirmed e-mail 409.
import { consumeEmailToken, inspectEmailToken } from '../store.ts';
import { iso } from '../../../clock.ts';
import { conflict, ruleViolated } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { clock } from '../support.ts';

const INVALID = 'The confirmation link is invalid or has expired. Ask for a new one.';

export const validateConfirmation: Handler<'validateConfirmation'> = async (
  request,
  _reply,
  ctx,
) => {
  const db = ctx.db;
  const found = await inspectEmailToken(db, request.body.token, 'confirm', clock);
  if (found.state === 'unknown') throw ruleViolated(INVALID, 'invalid_token');
  if (found.user.email_verified) {
    throw conflict('This e-mail is already confirmed.', 'email_already_confirmed');
  }
  if (found.state === 'expired') throw ruleViolated(INVALID, 'token_expired');
  if (found.state === 'used' || !(await consumeEmailToken(db, found.tokenHash, clock))) {
    throw ruleViolated(INVALID, 'invalid_token');
  }
  await db
    .updateTable('users')
    .set({ email_verified: 1, updated_at: iso(clock.now()) })
    .where('id', '=', found.user.id)
    .execute();
  return { success: true, message: 'E-mail confirmed.' };
};
