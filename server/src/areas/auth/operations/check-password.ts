// POST /v1/check-password: the verdict of our password rules (../rules/passwords.ts). The check is
// cheap and pure (no hash, no account, nothing secret); 60 per address in a minute (then 429)
// only keep it from being used as free computing.
import { clientAddress } from '../client-address.ts';
import { perAddress, takeAttempt } from '../rules/limits.ts';
import { checkPassword as check } from '../rules/passwords.ts';
import type { Handler } from '../../handler.ts';

export const checkPassword: Handler<'checkPassword'> = async (request, _reply, ctx) => {
  const checks = perAddress(ctx.limiters.checkPasswordPerAddress, clientAddress(request));
  await takeAttempt(checks);
  const errorCode = check(request.body.password, { email: request.body.email });
  return errorCode ? { validPassword: false, errorCode } : { validPassword: true };
};
