// Fixtures of the single-sign-on onboarding (resend, respond, cancel): an account with a password
// whose first SSO login left a pending onboarding, its mailed secret and its restricted session,
// all from the fixture module's ssoOnboarding (a real provider's login is a browser's business).
// The restricted session is also the generic 403: while the onboarding is pending, every Bearer
// operation but getUser, getUserBusiness and logout answers 403 (docs/product.md: /signup/sso is forced).
'use strict';

const UNKNOWN_ID = '00000000-0000-4000-8000-0000000000ff';
const WRONG_SECRET = (secret) => (secret === '000000' ? '000001' : '000000');

/** A fresh account with a pending onboarding: { email, ssoId, token, secret }. */
async function onboarding(fx, label = 'sso') {
  const account = await fx.account(label);
  return { email: account.email, ...(await fx.provide('ssoOnboarding', { email: account.email })) };
}

const pending = new WeakMap();
/** The session of one pending onboarding, shared by the 403 transactions (it stays pending). */
function pendingOnboardingSession(fx) {
  if (!pending.has(fx)) pending.set(fx, onboarding(fx, 'sso-pending'));
  return pending.get(fx);
}

/** An onboarding already completed with its secret (then every call on it is a 409). */
async function completed(fx, client) {
  const started = await onboarding(fx, 'sso-completed');
  await client.expect(200, 'POST', `/api/respond/${started.ssoId}`, {
    body: { secret: started.secret },
  });
  return started;
}

const onId = (o, extra = {}) => ({ path: { ssoId: o.ssoId }, ...extra });

const ssoSuccess = {
  resendSsoSecret: async (fx) => onId(await onboarding(fx)),
  respondSsoSecret: async (fx) => {
    const o = await onboarding(fx);
    return onId(o, { json: { secret: o.secret } });
  },
  cancelSsoOnboarding: async (fx) => onId(await onboarding(fx)),
};

const ssoSpecific = {
  'respondSsoSecret 404': async (_fx, { example }) => ({
    path: { ssoId: UNKNOWN_ID },
    json: example('respondSsoSecret'),
  }),
  'resendSsoSecret 409': async (fx, { client }) => onId(await completed(fx, client)),
  'respondSsoSecret 409': async (fx, { client }) => {
    const o = await completed(fx, client);
    return onId(o, { json: { secret: o.secret } });
  },
  'cancelSsoOnboarding 409': async (fx, { client }) => onId(await completed(fx, client)),
  'respondSsoSecret 422': async (fx) => {
    const o = await onboarding(fx);
    return onId(o, { json: { secret: WRONG_SECRET(o.secret) } });
  },
  // 5 wrong secrets in 15 minutes lock the onboarding (the limit is per onboarding).
  'respondSsoSecret 429': async (fx, { client }) => {
    const o = await onboarding(fx);
    for (let attempt = 0; attempt < 5; attempt++) {
      await client.request('POST', `/api/respond/${o.ssoId}`, {
        body: { secret: WRONG_SECRET(o.secret) },
      });
    }
    return onId(o, { json: { secret: o.secret } });
  },
  // 3 new secrets per onboarding in 15 minutes.
  'resendSsoSecret 429': async (fx, { client }) => {
    const o = await onboarding(fx);
    for (let attempt = 0; attempt < 3; attempt++) {
      await client.expect(200, 'POST', `/api/resend/${o.ssoId}`);
    }
    return onId(o);
  },
};

module.exports = { ssoSuccess, ssoSpecific, pendingOnboardingSession };
