// POST /v1/register: creates the account (unverified) and mails the confirmation link.
import { hashPassword } from '../../../security/passwords.ts';
import { newAccountAttributes } from '../../user/index.ts';
import { sendConfirmation } from '../mails/confirmation.ts';
import { assertAcceptablePassword } from '../rules/passwords.ts';
import { emailTaken, registrationNames } from '../rules/registration.ts';
import { createAccount, EmailTakenError } from '../store/accounts.ts';
import type { Handler } from '../../handler.ts';

export const registerUser: Handler<'registerUser'> = async (request, reply, ctx) => {
  const body = request.body;
  const { firstName, lastName } = registrationNames(body);
  assertAcceptablePassword(
    body.password,
    { email: body.email, firstName, lastName },
    '/body/password',
  );
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
        }),
      },
      ctx.clock.now(),
    );
  } catch (error) {
    throw error instanceof EmailTakenError ? emailTaken() : error;
  }
  reply.code(201);
  try {
    await sendConfirmation(ctx, user);
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
