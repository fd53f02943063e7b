// Shared by the /api/{resend,respond,cancel}/{ssoId} handlers: the onboarding or 404, and the
// secret e-mail.
import type { FastifyInstance } from 'fastify';
import { findUserById } from '../store.ts';
import { findOnboarding, providerName, SSO_SECRET_MINUTES, type Onboarding } from '../sso.ts';
import { readAttributes } from '../../user/users.ts';
import { ssoSecretMail } from '../mails/sso-secret.ts';
import { notFound } from '../../../problem.ts';
import { sendMail } from '../support.ts';

export async function onboardingOr404(app: FastifyInstance, ssoId: string): Promise<Onboarding> {
  const onboarding = await findOnboarding(app.db, ssoId);
  if (!onboarding) throw notFound('There is no single-sign-on onboarding with this id.');
  return onboarding;
}

export async function sendSsoSecret(
  app: FastifyInstance,
  onboarding: Onboarding,
  secret: string,
): Promise<void> {
  const user = await findUserById(app.db, onboarding.user_id);
  if (!user) throw notFound('There is no single-sign-on onboarding with this id.');
  await sendMail(
    app,
    user.email,
    ssoSecretMail({
      lang: readAttributes(user).lang?.[0],
      firstName: user.first_name,
      provider: await providerName(app.db, onboarding.provider_domain),
      secret,
      validMinutes: SSO_SECRET_MINUTES,
    }),
  );
}
