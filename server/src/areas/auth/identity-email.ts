// A new signer identity e-mail asked for by PUT /v1/user (the rule is the user area's,
// user/rules/identity-email.ts): the link goes to the new address, limited to 3 mails per
// account in an hour and 3 per address in 15 minutes (429 with Retry-After; the mails go to an
// address the caller chooses, so they must not become a way to send mail to anyone).
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../user/index.ts';
import { sendIdentityEmailConfirmation } from './mails/identity-email.ts';
import { takeAttempt } from './rules/limits.ts';
import type { LimitCheck } from '../../security/rate-limit.ts';

/** 429 while a limit blocks; otherwise mails the confirmation link to `email`. */
export async function startIdentityEmailChange(
  ctx: AppContext,
  user: UserRow,
  email: string,
): Promise<void> {
  const { identityMailPerAccount, mailPerEmail } = ctx.limiters;
  const checks: LimitCheck[] = [
    [identityMailPerAccount, user.id],
    [mailPerEmail, `identity:${email}`],
  ];
  await takeAttempt(checks);
  await sendIdentityEmailConfirmation(ctx, user, email);
}
