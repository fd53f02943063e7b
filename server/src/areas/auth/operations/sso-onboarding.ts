// Shared by the /api/{resend,respond,cancel}/{ssoId} handlers: the onboarding or 404, and the
// secret e-mail.
import type { AppContext } from '../../../context.ts';
import { findUserById } from '../store.ts';
import { findOnboarding, providerName, SSO_SECRET_MINUTES, type Onboarding } from '../sso.ts';
import { readAttributes } from '../../user/index.ts';
import { ssoSecretMail } from '../mails/sso-secret.ts';
import { notFound } from '../../../domain-errors.ts';
import { sendMail } from '../support.ts';

export async function onboardingOr404(ctx: AppContext, ssoId: string): Promise<Onboarding> {
  const onboarding = await findOnboarding(ctx.db, ssoId);
  if (!onboarding) throw notFound('There is no single-sign-on onboarding with this id.');
  return onboarding;
}

export async function sendSsoSecret(
  ctx: AppContext,
  onboarding: Onboarding,
  secret: string,
): Promise<void> {
  const user = await findUserById(ctx.db, onboarding.user_id);
  if (!user) throw notFound('There is no single-sign-on onboarding with this id.');
  await sendMail(
    ctx,
    user.email,
    ssoSecretMail({
      lang: readAttributes(user).lang?.[0],
      firstName: user.first_name,
      provider: await providerName(ctx.db, onboarding.provider_domain),
      secret,
      validMinutes: SSO_SECRET_MINUTES,
    }),
  );
}
