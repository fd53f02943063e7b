// POST /v1/register: creates the account (unverified) and mails the confirmation link; `gtc: true`
// stores the acceptance of the terms given with the sign-up (no accept-terms dialog at first login);
// `returnPath` (the invitation the sign-up started from) rides along in the confirmation link.
// Limits (security/rate-limit.ts): 10 sign-ups per address and 3 per e-mail in an hour, then 429
// with Retry-After. Checked first; counted once the input passes its rules (before the costly
// hash), so a typo in the form costs nothing and a taken e-mail (409) counts like a new one.
import { hashPassword } from '../../../security/passwords.ts';
import type { LimitCheck } from '../../../security/rate-limit.ts';
import { newAccountAttributes, normalizeEmail } from '../../user/index.ts';
import { clientAddress } from '../client-address.ts';
import { sendConfirmation } from '../mails/confirmation.ts';
import { assertNotLimited, perAddress, recordAll } from '../rules/limits.ts';
import { assertAcceptablePassword } from '../rules/passwords.ts';
import { emailTaken, registrationNames } from '../rules/registration.ts';
import { createAccount, EmailTakenError } from '../store/accounts.ts';
import type { Handler } from '../../handler.ts';

export const registerUser: Handler<'registerUser'> = async (request, reply, ctx) => {
  const body = request.body;
  const { registerPerEmail, registerPerAddress } = ctx.limiters;
  const checks: LimitCheck[] = [
    [registerPerEmail, normalizeEmail(body.email)],
    ...perAddress(registerPerAddress, clientAddress(request)),
  ];
  await assertNotLimited(...checks);
  const { firstName, lastName } = registrationNames(body);
  assertAcceptablePassword(
    body.password,
    { email: body.email, firstName, lastName },
    '/body/password',
  );
  await recordAll(checks);
  const passwordHash = await hashPassword(body.password);
  let user;
  try {
    user = await createAccount(
      ctx.db,
      {
        email: body.email,
        passwordHash,
        firstName,
        lastName,
        attributes: newAccountAttributes({
          lang: body.lang,
          mobile: body.mobile,
          avatar: body.avatar,
          acceptedGtc: body.gtc === true,
        }),
      },
      ctx.clock.now(),
    );
  } catch (error) {
    throw error instanceof EmailTakenError ? emailTaken() : error;
  }
  reply.code(201);
  try {
    // Queued with its token; when the first attempt fails the queue keeps retrying it.
    if (!(await sendConfirmation(ctx, user, body.returnPath))) {
      return {
        success: true,
        message: `Account created, but the confirmation e-mail to ${user.email} could not be sent yet; it is retried. You can also ask for a new one.`,
      };
    }
  } catch (error) {
    // The account exists: answering an error would make the user register again (409). The
    // confirmation can be asked for again with POST /v1/request-confirmation.
    request.log.error({ err: error }, 'confirmation e-mail not sent');
    return {
      success: true,
      message: `Account created, but the confirmation e-mail to ${user.email} could not be sent. Ask for a new one.`,
    };
  }
  return { success: true, message: `Confirmation e-mail sent to ${user.email}` };
};
