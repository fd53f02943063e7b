// Fixtures of the tags that came with the integrations, the trust chain and the webhooks
// (17, 18): webhooks of the main account, a business's OpenID Connect provider (a
// discovery document served on loopback by this process, a domain verified through the API), the
// public verification of a PDF, and the trust chain's certificates, revocation answers and
// time-stamps asked for with requests that `openssl` builds from the served certificates.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const { execFileSync } = require('node:child_process');
const { mkdtempSync, writeFileSync, readFileSync, rmSync } = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { businessFixtures } = require('./business-fixtures.cjs');
const { samplePdf, multipart } = require('./samples.cjs');

// ---- webhooks

/** An address that passes the registration rules; nothing listens there (deliveries fail). */
const HOOK_URL = 'https://hooks.contract-test.example/signing';

async function mainToken(fx) {
  return (await fx.mainAccount()).token;
}

let hooks = 0;
/**
 * A new personal webhook: { token, webhookId }. Each of its own account, since an account keeps
 * at most 20 endpoints and every transaction (success, 401, 404…) makes one.
 */
async function webhook(fx, client) {
  const { token } = await fx.account(`webhooks-${++hooks}`);
  const made = await client.expect(201, 'POST', '/v1/webhooks', {
    token,
    body: { url: HOOK_URL, events: ['request.created', 'request.completed'] },
  });
  return { token, webhookId: made.json.id };
}

/** A webhook with one delivery (its test event): { token, webhookId, deliveryId }. */
async function delivered(fx, client) {
  const hook = await webhook(fx, client);
  await client.expect(201, 'POST', `/v1/webhooks/${hook.webhookId}/test`, { token: hook.token });
  const log = await client.expect(200, 'GET', `/v1/webhooks/${hook.webhookId}/deliveries`, {
    token: hook.token,
  });
  return { ...hook, deliveryId: log.json.items[0].id };
}

const onHook =
  (extra = {}) =>
  async (fx, ctx) => {
    const hook = await webhook(fx, ctx.client);
    return { token: hook.token, path: { webhookId: hook.webhookId }, ...extra };
  };

// ---- single sign-on: a provider's discovery document on loopback

let discovery;
/** The issuer address of an OpenID provider whose discovery document this process serves. */
function discoveryIssuer() {
  discovery ??= new Promise((resolve) => {
    const server = http.createServer((request, response) => {
      const issuer = `http://127.0.0.1:${server.address().port}`;
      if (request.url !== '/.well-known/openid-configuration') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        }),
      );
    });
    // The hooks end with dredd's run: the listener must not keep the process alive.
    server.unref();
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
  });
  return discovery;
}

/** A business admin with a verified domain: { token, businessId, domain }. */
async function adminWithVerifiedDomain(fx, ctx) {
  const b = businessFixtures(fx, ctx.client, ctx.example);
  const owner = await b.newBusiness('sso-provider');
  const domain = b.newDomain();
  const on = `/v1/businesses/${owner.businessId}/domains`;
  await ctx.client.expect(201, 'POST', on, { token: owner.token, body: { domain } });
  await ctx.client.expect(200, 'POST', `${on}/${domain}/verify`, { token: owner.token });
  return { ...owner, domain };
}

async function providerBody(owner) {
  return {
    name: 'Contract Test IdP',
    issuer: await discoveryIssuer(),
    clientId: 'signing-service',
    clientSecret: 'contract-test-client-secret',
    domains: [owner.domain],
  };
}

/** A business whose provider is set: { token, path: { businessId } }. */
const withProvider = async (fx, ctx) => {
  const owner = await adminWithVerifiedDomain(fx, ctx);
  await ctx.client.expect(200, 'PUT', `/v1/businesses/${owner.businessId}/identity-provider`, {
    token: owner.token,
    body: await providerBody(owner),
  });
  return { token: owner.token, path: { businessId: owner.businessId } };
};

// ---- trust: requests built by openssl from the certificates the server publishes

/** Runs openssl in a fresh folder with the issuing certificate: answers the bytes of `out`. */
async function withOpenssl(client, args, out) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'contract-trust-'));
  try {
    const issuing = await client.request('GET', '/ca/issuing.pem');
    writeFileSync(path.join(folder, 'issuing.pem'), issuing.text);
    writeFileSync(path.join(folder, 'data.txt'), 'Mandate agreement 2026');
    execFileSync('openssl', args, { cwd: folder, stdio: 'pipe' });
    return readFileSync(path.join(folder, out));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** An OCSP request for a serial the CA never issued (answered "unknown", still a 200). */
const ocspRequest = (client) =>
  withOpenssl(
    client,
    ['ocsp', '-issuer', 'issuing.pem', '-serial', '0x0badc0de', '-reqout', 'request.der'],
    'request.der',
  );

const timestampQuery = (client) =>
  withOpenssl(
    client,
    ['ts', '-query', '-data', 'data.txt', '-sha256', '-cert', '-out', 'query.tsq'],
    'query.tsq',
  );

const publicGet = async () => ({});

const integrationSuccess = {
  listWebhooks: async (fx, ctx) => ({ token: (await webhook(fx, ctx.client)).token }),
  createWebhook: async (fx) => ({
    token: await mainToken(fx),
    json: { url: HOOK_URL, events: ['request.signed'], description: 'Contract test' },
  }),
  getWebhook: onHook(),
  updateWebhook: onHook({ json: { enabled: false } }),
  deleteWebhook: onHook(),
  listWebhookDeliveries: async (fx, ctx) => {
    const hook = await delivered(fx, ctx.client);
    return { token: hook.token, path: { webhookId: hook.webhookId } };
  },
  testWebhook: onHook(),
  rotateWebhookSecret: onHook(),
  redeliverWebhookDelivery: async (fx, ctx) => {
    const hook = await delivered(fx, ctx.client);
    return {
      token: hook.token,
      path: { webhookId: hook.webhookId, deliveryId: hook.deliveryId },
    };
  },
  getIdentityProvider: withProvider,
  setIdentityProvider: async (fx, ctx) => {
    const owner = await adminWithVerifiedDomain(fx, ctx);
    return {
      token: owner.token,
      path: { businessId: owner.businessId },
      json: await providerBody(owner),
    };
  },
  removeIdentityProvider: withProvider,
  verifyPdfSignatures: async () => ({
    raw: multipart([
      {
        name: 'file',
        filename: 'unsigned.pdf',
        contentType: 'application/pdf',
        data: await samplePdf(1),
      },
    ]),
  }),
  getRootCertificatePem: publicGet,
  getRootCertificateDer: publicGet,
  getIssuingCertificatePem: publicGet,
  getIssuingCertificateDer: publicGet,
  getIssuingRevocationList: publicGet,
  getRootRevocationList: publicGet,
  answerOcspRequest: async (fx, ctx) => ({
    raw: { body: await ocspRequest(ctx.client), contentType: 'application/ocsp-request' },
  }),
  answerOcspGetRequest: async (fx, ctx) => ({
    path: { ocspRequest: (await ocspRequest(ctx.client)).toString('base64') },
  }),
  answerTimestampQuery: async (fx, ctx) => ({
    raw: { body: await timestampQuery(ctx.client), contentType: 'application/timestamp-query' },
  }),
};

const integrationSpecific = {
  'verifyPdfSignatures 415': async () => ({
    raw: multipart([
      {
        name: 'file',
        filename: 'notes.txt',
        contentType: 'text/plain',
        data: Buffer.from('notes'),
      },
    ]),
  }),
  'answerOcspRequest 400': async () => ({
    raw: { body: Buffer.from('not an OCSP request'), contentType: 'application/ocsp-request' },
  }),
  'answerTimestampQuery 400': async () => ({
    raw: { body: Buffer.from('not a query'), contentType: 'application/timestamp-query' },
  }),
};

module.exports = { integrationSuccess, integrationSpecific };
