// POST /v1/user/cello: a fresh referral token for the referral widget, valid 24 hours; one per
// user (a new one replaces the previous) in referral_tokens.
import { addSeconds, iso } from '../../../clock.ts';
import { newToken } from '../../../security/tokens.ts';
import { clock, loadCurrentUser } from '../../auth/index.ts';
import type { Handler } from '../../handler.ts';

export const REFERRAL_TOKEN_HOURS = 24;

export const createReferralToken: Handler<'createReferralToken'> = async (request, _reply, ctx) => {
  const user = await loadCurrentUser(ctx, request);
  const token = `cello_${newToken(24)}`;
  const expiresAt = iso(addSeconds(clock.now(), REFERRAL_TOKEN_HOURS * 3600));
  await ctx.db
    .insertInto('referral_tokens')
    .values({ user_id: user.id, token, expires_at: expiresAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, expires_at: expiresAt }))
    .execute();
  return { token, expiresAt };
};
