// The 429 answers of the limits a contract test may spend: those counted per e-mail, per account
// or per onboarding (a fresh account's budget), never those counted per client address — the run
// comes from one address, and spending its budget would refuse the run's next fixtures for the
// whole window. Limits of the reference server (server/src/security/rate-limit.ts, the product):
//   registration          3 per e-mail in an hour (a taken e-mail counts too)
//   confirmation / reset  3 mails per e-mail in 15 minutes
//   confirming password   5 wrong passwords per account in an hour (change-password, delete)
//   qualified step-up     the 3rd wrong password/code pair ends the step-up with a 429
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const { signingFixtures } = require('./signing-fixtures.cjs');

const WRONG_PASSWORD = 'Not-The-Password-1!';
const STEP_UP_ATTEMPTS = 3;
const wrongCode = (code) => (code === '000000' ? '000001' : '000000');

/** A step-up (user or direct signer) with all but one wrong attempt spent: the request spec. */
async function spentStepUp(fx, ctx, direct) {
  const s = signingFixtures(fx, ctx.client, ctx.example);
  const step = direct ? await s.directStepUp() : await s.userStepUp();
  const auth = direct ? { headers: step.headers } : { token: step.signer.token };
  const password = direct
    ? await fx.provide('trustServicePassword', { email: step.email })
    : fx.PASSWORD;
  const url = direct ? '/v3/direct/swisscom/proceed/' : '/v3/swisscom/proceed/';
  const wrong = { pwdotp: { password, otp: wrongCode(step.otp) } };
  // The last allowed wrong pair is the transaction itself: it ends the step-up with the 429.
  await spend(STEP_UP_ATTEMPTS - 1, () =>
    ctx.client.request('POST', `${url}${step.id}`, { ...auth, body: wrong }),
  );
  const who = direct ? { basic: step.basic } : { token: step.signer.token };
  return { ...who, path: { requestId: step.id }, json: wrong };
}

/** Calls `times` times, whatever the answers (they spend the budget). */
async function spend(times, call) {
  for (let attempt = 0; attempt < times; attempt++) await call();
}

const limitSpecific = {
  'registerUser 429': async (fx, { client, example }) => {
    const body = { ...example('registerUser'), email: fx.newEmail('limit-register') };
    body.password = fx.PASSWORD;
    await spend(3, () => client.request('POST', '/v1/register', { body }));
    return { json: body };
  },
  'requestConfirmation 429': async (fx, { client }) => {
    const { email } = await fx.account('limit-confirm');
    await spend(3, () => client.request('POST', '/v1/request-confirmation', { body: { email } }));
    return { json: { email } };
  },
  'requestPasswordReset 429': async (fx, { client }) => {
    const { email } = await fx.account('limit-reset');
    await spend(3, () => client.request('POST', '/v1/request-reset', { body: { email } }));
    return { json: { email } };
  },
  'changePassword 429': async (fx, { client }) => {
    const user = await fx.account('limit-change-password');
    const body = { new: fx.NEW_PASSWORD, old: WRONG_PASSWORD };
    await spend(5, () =>
      client.request('POST', '/v1/change-password', { token: user.token, body }),
    );
    return { token: user.token, json: { new: fx.NEW_PASSWORD, old: user.password } };
  },
  'deleteUser 429': async (fx, { client }) => {
    const user = await fx.account('limit-delete');
    const body = { password: WRONG_PASSWORD };
    await spend(5, () => client.request('POST', '/v1/user/delete', { token: user.token, body }));
    return { token: user.token, json: { password: user.password } };
  },
  'proceedSwisscomSignature 429': (fx, ctx) => spentStepUp(fx, ctx, false),
  'proceedDirectSwisscomSigning 429': (fx, ctx) => spentStepUp(fx, ctx, true),
};

module.exports = { limitSpecific };
