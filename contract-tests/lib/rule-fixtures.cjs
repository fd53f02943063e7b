// 409 and 422 answers of rules the product gives, provoked through the contract: a second answer to
// what takes one (a declined request, a confirmed e-mail), a wrong
// confirming password, a weak password. Also the alternative answers: 204 (nothing to show) and
// 415 (a file of a type the operation does not take).
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const { multipart } = require('./samples.cjs');
const { requestFixtures } = require('./request-fixtures.cjs');

const WRONG_PASSWORD = 'Not-The-Password-1!';
const HOOK_URL = 'https://hooks.contract-test.example/signing';

/** A webhook of a fresh account, disabled: { token, webhookId }. */
async function disabledWebhook(fx, client) {
  const { token } = await fx.account('webhook-disabled');
  const made = await client.expect(201, 'POST', '/v1/webhooks', {
    token,
    body: { url: HOOK_URL, events: ['request.created'] },
  });
  await client.expect(201, 'POST', `/v1/webhooks/${made.json.id}/test`, { token });
  await client.expect(200, 'PUT', `/v1/webhooks/${made.json.id}`, {
    token,
    body: { enabled: false },
  });
  return { token, webhookId: made.json.id };
}

/** A blank name (only spaces) on the contract's example of `operationId`. */
const blankName = (example, operationId) => ({ ...example(operationId), name: '   ' });

/** An open request another account sent to the main account, already declined by it. */
async function declinedByMain(fx, { client, example }) {
  const r = requestFixtures(fx, client, example);
  const main = await fx.mainAccount();
  const sent = await r.toMain();
  await client.expect(200, 'POST', `/v3/signature-requests/${sent.id}/decline`, {
    token: main.token,
    body: example('declineSignatureRequest'),
  });
  return { token: main.token, path: { requestId: sent.id } };
}

const ruleSpecific = {
  // docs/product.md#states-quality: a confirmed e-mail is confirmed once.
  'requestConfirmation 409': async (fx) => ({
    json: { email: (await fx.confirmedAccount('confirmed-again')).email },
  }),
  // The password that confirms the deletion is wrong.
  'deleteUser 422': async (fx) => {
    const user = await fx.account('delete-wrong-password');
    return { token: user.token, json: { password: WRONG_PASSWORD } };
  },
  // A password among the most common ones (docs/product.md: password rules).
  'registerUser 422': async (fx, { example }) => ({
    json: { ...example('registerUser'), email: fx.newEmail('weak'), password: 'password' },
  }),
  'declineSignatureRequest 409': async (fx, ctx) => ({
    ...(await declinedByMain(fx, ctx)),
    json: ctx.example('declineSignatureRequest'),
  }),
  'delegateSignatureRequest 409': async (fx, ctx) => ({
    ...(await declinedByMain(fx, ctx)),
    json: ctx.example('delegateSignatureRequest'),
  }),
  // Nothing accepted: every flag false.
  'acceptTerms 422': async (fx) => ({
    token: (await fx.mainAccount()).token,
    json: { gtc: false, business_invite: false, tou_swisscom: false },
  }),
  // The name shown on a visual signature cannot be blank.
  'createVisualSignature 422': async (fx, { example }) => ({
    token: (await fx.mainAccount()).token,
    json: blankName(example, 'createVisualSignature'),
  }),
  'updateVisualSignature 422': async (fx, { example }) => {
    const main = await fx.mainAccount();
    return {
      token: main.token,
      path: { visualSignatureId: main.visualSignatureId },
      json: blankName(example, 'updateVisualSignature'),
    };
  },
  'updateDefaultVisualSignature 422': async (fx, { example }) => ({
    token: (await fx.mainAccount()).token,
    json: blankName(example, 'updateDefaultVisualSignature'),
  }),
  'previewVisualSignature 422': async (fx, { example }) => ({
    token: (await fx.mainAccount()).token,
    json: blankName(example, 'previewVisualSignature'),
  }),
  'updateDirectVisualSignature 422': async (fx, { client, example }) => ({
    basic: (await requestFixtures(fx, client, example).direct()).basic,
    json: blankName(example, 'updateDirectVisualSignature'),
  }),
  // A disabled webhook sends nothing: no test event, no redelivery.
  'testWebhook 409': async (fx, { client }) => {
    const hook = await disabledWebhook(fx, client);
    return { token: hook.token, path: { webhookId: hook.webhookId } };
  },
  'redeliverWebhookDelivery 409': async (fx, { client }) => {
    const hook = await disabledWebhook(fx, client);
    const log = await client.expect(200, 'GET', `/v1/webhooks/${hook.webhookId}/deliveries`, {
      token: hook.token,
    });
    return {
      token: hook.token,
      path: { webhookId: hook.webhookId, deliveryId: log.json.items[0].id },
    };
  },
  // Deliveries go to no address with credentials in it (they would travel with every event).
  'createWebhook 422': async (fx) => ({
    token: (await fx.account('webhook-credentials')).token,
    json: {
      url: 'https://user:secret@hooks.contract-test.example/signing',
      events: ['request.created'],
    },
  }),
  // An account of no business and with no invitation.
  'getUserBusiness 204': async (fx) => ({ token: (await fx.account('no-business')).token }),
  'getPendingBusinessInvitation 204': async (fx) => ({
    token: (await fx.account('no-invitation')).token,
  }),
  'uploadVisualSignatureImage 415': async (fx) => {
    const main = await fx.mainAccount();
    return {
      token: main.token,
      path: { visualSignatureId: main.visualSignatureId },
      raw: multipart([
        {
          name: 'file',
          filename: 'signature.gif',
          contentType: 'image/gif',
          data: Buffer.from('GIF89a;'),
        },
      ]),
    };
  },
  'answerOcspRequest 415': async () => ({
    raw: { body: Buffer.from('not an OCSP request'), contentType: 'text/plain' },
  }),
  // Base64 holds "/": sent without URL-encoding it, the request is a longer path (404).
  'answerOcspGetRequest 404': async () => ({ uri: '/ocsp/MEIwQDA+MDwwOjAJBgUr/DgMCGgUABBQ' }),
  'answerTimestampQuery 415': async () => ({
    raw: { body: Buffer.from('not a time-stamp query'), contentType: 'text/plain' },
  }),
};

module.exports = { ruleSpecific };
