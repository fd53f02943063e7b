// What the auth and user handlers share: the rate limiters of this server instance, the caller's
// address, the password rules as Problems, and the e-mails with links into the app.
import type { AppContext } from '../../context.ts';
import type { FastifyRequest } from 'fastify';
import {
  CONFIRMATION_TOKEN_HOURS,
  findUserById,
  issueEmailToken,
  RESET_TOKEN_MINUTES,
} from './store.ts';
import { systemClock, type Clock } from '../../clock.ts';
import { checkPassword, PASSWORD_MESSAGES, type PasswordContext } from './password-rules.ts';
import { createAuthLimiters, retryAfterOf, type AuthLimiters } from '../../security/rate-limit.ts';
import { readAttributes, type UserRow } from '../user/index.ts';
import { confirmationMail } from './mails/confirmation.ts';
import { passwordResetMail } from './mails/password-reset.ts';
import type { RenderedMail } from '../../mail/templates/layout.ts';
import { currentUser } from '../../plugins/security.ts';
import { ruleViolated, tooSoon, unauthenticated } from '../../domain-errors.ts';

/** The clock of the auth operations (tests move time with vi.setSystemTime). */
export const clock: Clock = systemClock;

// One set of limiters per server instance. The contract's routes live in an encapsulated plugin,
// so the key is a decorator object all contexts share (the database handle).
const limitersByServer = new WeakMap<object, AuthLimiters>();

export function limiters(ctx: AppContext): AuthLimiters {
  let found = limitersByServer.get(ctx.db);
  if (!found) {
    found = createAuthLimiters(clock);
    limitersByServer.set(ctx.db, found);
  }
  return found;
}

/** The caller's address (the socket's; behind a proxy configure Fastify's trustProxy). */
export const clientAddress = (request: FastifyRequest) => request.ip || 'unknown';

type Check = Parameters<typeof retryAfterOf>[number];

/** 429 with Retry-After when any of the limiters blocks its key. */
export function assertNotLimited(...checks: Check[]): void {
  const wait = retryAfterOf(...checks);
  if (wait > 0) throw tooSoon(wait);
}

/** 422 with the rule's code and a pointer to the field when the password breaks a rule. */
export function assertAcceptablePassword(
  password: string,
  context: PasswordContext,
  pointer: string,
): void {
  const code = checkPassword(password, context);
  if (code) {
    throw ruleViolated(PASSWORD_MESSAGES[code], code, [
      { pointer, detail: PASSWORD_MESSAGES[code], code },
    ]);
  }
}

async function send(ctx: AppContext, to: string, mail: RenderedMail) {
  await ctx.mailer.send({
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    language: mail.language,
  });
}

/** Issues a confirmation token and mails the link to the app's /signup/confirm page. */
export async function sendConfirmation(ctx: AppContext, user: UserRow): Promise<void> {
  const token = await issueEmailToken(
    ctx.db,
    user.id,
    'confirm',
    CONFIRMATION_TOKEN_HOURS * 3600,
    clock,
  );
  const url = `${ctx.config.publicUrl}/signup/confirm?token=${encodeURIComponent(token)}`;
  await send(
    ctx,
    user.email,
    confirmationMail({
      lang: readAttributes(user).lang?.[0],
      firstName: user.first_name,
      url,
      validHours: CONFIRMATION_TOKEN_HOURS,
    }),
  );
}

/** Issues a reset token and mails the link to the app's /password-reset/new page. */
export async function sendPasswordReset(ctx: AppContext, user: UserRow): Promise<void> {
  const token = await issueEmailToken(ctx.db, user.id, 'reset', RESET_TOKEN_MINUTES * 60, clock);
  const url = `${ctx.config.publicUrl}/password-reset/new?token=${encodeURIComponent(token)}`;
  await send(
    ctx,
    user.email,
    passwordResetMail({
      lang: readAttributes(user).lang?.[0],
      firstName: user.first_name,
      url,
      validMinutes: RESET_TOKEN_MINUTES,
    }),
  );
}

export { send as sendMail };

/** The users row of the bearer token's user (401 when the account no longer exists). */
export async function loadCurrentUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const { userId } = currentUser(request);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthenticated();
  return user;
}
