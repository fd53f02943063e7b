// POST /v1/check-password: the verdict of our password rules (../rules/passwords.ts).
import { checkPassword as check } from '../rules/passwords.ts';
import type { Handler } from '../../handler.ts';

export const checkPassword: Handler<'checkPassword'> = async (request) => {
  const errorCode = check(request.body.password, { email: request.body.email });
  return errorCode ? { validPassword: false, errorCode } : { validPassword: true };
};
