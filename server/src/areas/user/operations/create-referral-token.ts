// POST /v1/user/cello: a fresh referral token for the referral widget, valid 24 hours; one per
// user (a new one replaces the previous) in referral_tokens.
import { iso } from '../../../clock.ts';
import { newToken } from '../../../security/tokens.ts';
import { referralTokenExpiry } from '../rules/account.ts';
import { saveReferralToken } from '../store.ts';
import { loadCurrentUser } from '../current-user.ts';
import type { Handler } from '../../handler.ts';

export const createReferralToken: Handler<'createReferralToken'> = async (
  _request,
  _reply,
  ctx,
  caller,
) => {
  const user = await loadCurrentUser(ctx, caller);
  const token = `cello_${newToken(24)}`;
  const expiresAt = iso(referralTokenExpiry(ctx.clock.now()));
  await saveReferralToken(ctx.db, user.id, token, expiresAt);
  return { token, expiresAt };
};
