// POST /v1/check-password: the verdict of our password rules (domain/password-rules.ts).
import { checkPassword as check } from '../../domain/password-rules.ts';
import type { Handler } from '../types.ts';

export const checkPassword: Handler<'checkPassword'> = async (request) => {
  const errorCode = check(request.body.password, { email: request.body.email });
  return errorCode ? { validPassword: false, errorCode } : { validPassword: true };
};
