// What each transaction sends. Against a server: the success answer of every operation of the
// tags below with fixtures made through the API, plus the error answers a client can provoke on
// any server (401 without credentials, 404 for an unknown id, 400 for a malformed request) and a
// few specific ones; other statuses (403, 409, 413, 429, 503…) are skipped as not provoked.
// Against a mock (`--mock`, Prism): every transaction, asking Prism for the status with
// `Prefer: code=…`, with the contract's examples as requests.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const { loadContract, resolve } = require('./contract.cjs');
const { samplePdf, samplePng, multipart } = require('./samples.cjs');
const { requestSuccess, requestSpecific } = require('./request-fixtures.cjs');
const { signingSuccess, signingSpecific, signingFixtures } = require('./signing-fixtures.cjs');
const { businessSuccess, businessSpecific } = require('./business-fixtures.cjs');
const { businessExtraSuccess, businessExtraSpecific } = require('./business-extra-fixtures.cjs');
const { billingSuccess, billingSpecific } = require('./billing-fixtures.cjs');
const { integrationSuccess, integrationSpecific } = require('./integration-fixtures.cjs');
const {
  maintenanceSpec,
  onboardingForbiddenSpec,
  badParameter,
  credentialsOf,
} = require('./error-fixtures.cjs');
const { ssoSuccess, ssoSpecific } = require('./sso-fixtures.cjs');
const { limitSpecific } = require('./limit-fixtures.cjs');
const { ruleSpecific } = require('./rule-fixtures.cjs');
const { draftRuleSpecific } = require('./draft-rule-fixtures.cjs');
const { unprovokedReason } = require('./unprovoked.cjs');

const COVERED_TAGS = [
  'auth',
  'user',
  'visual-signatures',
  'documents',
  'system',
  'signature-requests',
  'direct',
  'signing',
  'identification',
  'business',
  'members',
  'domains',
  'activity',
  'billing',
  'api-users',
  'seals',
  'webhooks',
  'verification',
  'trust',
];
const UNKNOWN_ID = '00000000-0000-4000-8000-0000000000ff';
/** A media type no operation of the contract takes. */
const XML = 'application/xml';
/**
 * The server's BODY_LIMIT_BYTES (CONTRACT_BODY_LIMIT), when the runner knows it: a 413 is then
 * provoked with a body one byte over it; without it the 413s are skipped.
 */
const BODY_LIMIT = Number(process.env.CONTRACT_BODY_LIMIT) || 0;
/** Unknown ids in the shape of ids that are not UUIDs (their schemas have a pattern). */
const UNKNOWN_SHAPED = [
  `vs-${UNKNOWN_ID}`,
  's-00000000-99',
  `att-${UNKNOWN_ID}`,
  `inv-${UNKNOWN_ID}`,
  // A business domain (a dotted hostname) nobody added.
  'no-such-domain.example',
  // A setup intent of the payment provider nobody made.
  'seti_Unknown0000000000ff',
];
let contract;

const resolveSchema = (schema) => resolve((contract ??= loadContract()), schema) || {};

/** An id nobody has, in the shape the parameter's schema asks for (else a 400, not a 404). */
function unknownIdFor(parameter) {
  contract ??= loadContract();
  const schema = resolve(contract, parameter.schema) || {};
  if (!schema.pattern) return UNKNOWN_ID;
  const pattern = new RegExp(schema.pattern);
  return [UNKNOWN_ID, ...UNKNOWN_SHAPED].find((id) => pattern.test(id)) ?? UNKNOWN_ID;
}

/** Success fixtures per operation: (fx, ctx) => request spec. */
const success = {
  registerUser: async (fx, { example }) => ({
    json: { ...example('registerUser'), email: fx.newEmail('register'), password: fx.PASSWORD },
  }),
  login: async (fx) => {
    const main = await fx.mainAccount();
    return {
      json: { email: main.email, password: main.password, first_login: false, remember: false },
    };
  },
  logout: async (fx) => {
    const main = await fx.mainAccount();
    return { token: await fx.login(main.email, main.password) };
  },
  requestConfirmation: async (fx) => ({
    json: { email: (await fx.account('confirm-again')).email },
  }),
  validateConfirmation: async (fx) => {
    const user = await fx.account('confirm');
    return { json: { token: await fx.confirmationToken(user.email) } };
  },
  checkPassword: async (fx, { example }) => ({ json: example('checkPassword') }),
  changePassword: async (fx) => {
    const user = await fx.account('change-password');
    return { token: user.token, json: { new: fx.NEW_PASSWORD, old: user.password } };
  },
  requestPasswordReset: async (fx) => ({
    json: { email: (await fx.account('reset-request')).email },
  }),
  resetPassword: async (fx, { client }) => {
    const user = await fx.account('reset');
    await client.expect(200, 'POST', '/v1/request-reset', { body: { email: user.email } });
    return { json: { token: await fx.resetToken(user.email), password: fx.NEW_PASSWORD } };
  },
  getUser: main(),
  updateUser: main((ctx) => ({ json: ctx.example('updateUser') })),
  deleteUser: async (fx) => {
    const user = await fx.account('delete');
    return { token: user.token, json: { password: user.password } };
  },
  getSignatureQualitiesDetail: main(),
  acceptTerms: main((ctx) => ({ json: ctx.example('acceptTerms') })),
  createReferralToken: main(),
  getDateTime: async () => ({}),
  listSandboxes: async () => ({}),
  getStatusSummary: async () => ({}),
  getStatusComponents: async () => ({}),
  autocompleteEmail: main(() => ({ query: { input: 'contract' } })),
  findIdentityProvider: async (fx, { example }) => ({ json: example('findIdentityProvider') }),
  listVisualSignatures: main(),
  createVisualSignature: main((ctx) => ({ json: ctx.example('createVisualSignature') })),
  getVisualSignature: main((ctx, m) => ({ path: { visualSignatureId: m.visualSignatureId } })),
  updateVisualSignature: main((ctx, m) => ({
    path: { visualSignatureId: m.visualSignatureId },
    json: { ...ctx.example('updateVisualSignature'), default: true },
  })),
  deleteVisualSignature: async (fx) => {
    const m = await fx.mainAccount();
    return { token: m.token, path: { visualSignatureId: await fx.visualSignature(m.token) } };
  },
  getDefaultVisualSignature: main(),
  updateDefaultVisualSignature: main((ctx) => ({
    json: ctx.example('updateDefaultVisualSignature'),
  })),
  previewVisualSignature: main((ctx) => ({ json: ctx.example('previewVisualSignature') })),
  uploadVisualSignatureImage: main((ctx, m) => ({
    path: { visualSignatureId: m.visualSignatureId },
    raw: multipart([
      { name: 'file', filename: 'signature.png', contentType: 'image/png', data: samplePng() },
    ]),
  })),
  deleteVisualSignatureImage: async (fx) => {
    const m = await fx.mainAccount();
    const id = await fx.visualSignature(m.token);
    await fx.visualSignatureImage(m.token, id);
    return { token: m.token, path: { visualSignatureId: id } };
  },
  // A variant of an uploaded image (resized to 120 px wide, webp): the 404 transaction starts
  // from this request (the caller's token) with an unknown id.
  getVisualSignatureImage: async (fx) => {
    const m = await fx.mainAccount();
    const id = await fx.visualSignature(m.token);
    await fx.visualSignatureImage(m.token, id);
    return {
      token: m.token,
      path: { visualSignatureId: id },
      query: { width: 120, format: 'webp' },
    };
  },
  getDocument: main((ctx, m) => ({ path: { documentId: m.documentId } })),
  deleteDocument: async (fx) => {
    const m = await fx.mainAccount();
    return { token: m.token, path: { documentId: await fx.document(m.token) } };
  },
  downloadDocument: main((ctx, m) => ({ path: { documentId: m.documentId }, query: {} })),
  getDocumentPage: main((ctx, m) => ({
    path: { documentId: m.documentId, pageNumber: 1 },
    query: { scale: 100 },
    untilNot202: true,
  })),
  uploadDocument: main(async (ctx) =>
    ctx.requestMedia === 'application/json'
      ? {
          json: {
            name: 'contract-test.pdf',
            content: (await samplePdf(1)).toString('base64'),
            title: 'Contract test (JSON)',
          },
        }
      : {
          raw: multipart([
            {
              name: 'file',
              filename: 'contract-test.pdf',
              contentType: 'application/pdf',
              data: await samplePdf(1),
            },
            { name: 'title', value: 'Contract test (multipart)' },
          ]),
        },
  ),
  // A direct signer identified by video (fixture module): qualities beyond the simple one.
  getDirectSignatureQualitiesDetail: async (fx, { client, example }) => {
    const s = signingFixtures(fx, client, example);
    const d = await s.direct('aes');
    const url = '/v1/direct/user/identification/intrum/video';
    await s.identification({ headers: d.headers }, url, 'succeeded');
    return { basic: d.basic };
  },
  ...requestSuccess,
  ...signingSuccess,
  ...businessSuccess,
  ...businessExtraSuccess,
  ...billingSuccess,
  ...integrationSuccess,
  ...ssoSuccess,
};

/** A request of the main account (its token and ids), shaped by `build`. */
function main(build = () => ({})) {
  return async (fx, ctx) => {
    const m = await fx.mainAccount();
    return { token: m.token, ...(await build(ctx, m)) };
  };
}

/** Error answers provoked on purpose, beyond the generic 401/404/400. */
const specific = {
  'login 401': async (fx) => ({
    json: { email: (await fx.mainAccount()).email, password: 'Not-The-Password-1!' },
  }),
  'registerUser 409': async (fx, { example }) => ({
    json: {
      ...example('registerUser'),
      email: (await fx.mainAccount()).email,
      password: fx.PASSWORD,
    },
  }),
  'validateConfirmation 422': async () => ({ json: { token: 'not-a-token-of-this-server' } }),
  'resetPassword 422': async (fx) => ({
    json: { token: 'not-a-token-of-this-server', password: fx.NEW_PASSWORD },
  }),
  'changePassword 422': main(() => ({
    json: { new: 'Amber-Glacier-Compass-91!', old: 'Not-The-Password-1!' },
  })),
  'uploadDocument 415': main(() => ({
    raw: { body: Buffer.from('plain text'), contentType: 'text/plain' },
  })),
  // A PDF that is broken (the header says PDF, the rest does not parse): 422 per the contract;
  // a file that is not a PDF at all is 415.
  'uploadDocument 422': main((ctx) => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R\ntruncated');
    return ctx.requestMedia === 'application/json'
      ? { json: { name: 'broken.pdf', content: broken.toString('base64') } }
      : {
          raw: multipart([
            { name: 'file', filename: 'broken.pdf', contentType: 'application/pdf', data: broken },
          ]),
        };
  }),
  ...requestSpecific,
  ...signingSpecific,
  ...businessSpecific,
  ...businessExtraSpecific,
  ...billingSpecific,
  ...integrationSpecific,
  ...ssoSpecific,
  ...limitSpecific,
  ...ruleSpecific,
  ...draftRuleSpecific,
};

function hasJsonBody(op, requestMedia) {
  return Boolean(requestMedia && requestMedia.includes('json') && op.operation.requestBody);
}

/** The spec of a transaction against a server, or { skip: reason }. */
async function planForServer(op, status, ctx, fx) {
  const key = `${op.operationId} ${status}`;
  const secured = op.security.length > 0;
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  if (status >= 200 && status < 300) {
    const successStatus = Object.keys(op.operation.responses).find((s) => /^2/.test(s));
    if (String(status) !== successStatus && specific[key]) return specific[key](fx, ctx);
    if (String(status) !== successStatus) {
      return { skip: unprovokedReason(op, status) };
    }
    const build = success[op.operationId];
    if (typeof build === 'string') return { skip: build };
    if (!build) return { skip: `no fixtures for ${op.operationId}` };
    return build(fx, ctx);
  }
  if (specific[key]) return specific[key](fx, ctx);
  if (status === 503) return maintenanceSpec(op, ctx, fx);
  if (status === 403 && op.security.some((s) => 'bearerAuth' in s))
    return onboardingForbiddenSpec(op, ctx, fx);
  // Error requests start from the success request (auth, ids, body) and break one thing.
  const successSpec = async () =>
    typeof success[op.operationId] === 'function' ? success[op.operationId](fx, ctx) : {};
  if (status === 401 && secured) {
    const base = await successSpec();
    return { ...base, token: undefined, basic: undefined, anonymous: true };
  }
  if (status === 404 && pathParams.length) {
    const base = await successSpec();
    const path = { ...(base.path || {}) };
    for (const p of pathParams) if (!/number/i.test(p.name)) path[p.name] = unknownIdFor(p);
    return { ...base, path };
  }
  // A body no parser takes, or one over the server's limit, is refused before the route: the
  // caller's credentials are all these need (security is checked before the body is read).
  if (status === 415) {
    const base = await credentialsOf(op, fx, successSpec);
    return { ...base, raw: { body: Buffer.from('<note>not JSON</note>'), contentType: XML } };
  }
  if (status === 413) {
    if (!BODY_LIMIT) return { skip: unprovokedReason(op, status) };
    const base = await credentialsOf(op, fx, successSpec);
    const type = ctx.requestMedia || 'application/json';
    return { ...base, raw: { body: Buffer.alloc(BODY_LIMIT + 1, 0x20), contentType: type } };
  }
  if (status === 400) {
    if (hasJsonBody(op, ctx.requestMedia)) {
      const base = await successSpec();
      return {
        ...base,
        raw: { body: Buffer.from('[]'), contentType: 'application/json' },
        json: undefined,
      };
    }
    const required = op.parameters.find((p) => p.in === 'query' && p.required);
    if (required) {
      const base = await successSpec();
      const query = { ...(base.query || {}) };
      delete query[required.name];
      return { ...base, query };
    }
    const scale = op.parameters.find((p) => p.in === 'query' && p.name === 'scale');
    if (scale) {
      const base = await successSpec();
      return { ...base, query: { ...base.query, scale: 1 }, untilNot202: false };
    }
    const bad = badParameter(op, resolveSchema);
    if (bad) {
      const base = await credentialsOf(op, fx, successSpec);
      return { ...base, [bad.in]: { ...(base[bad.in] || {}), [bad.name]: bad.value } };
    }
    if (ctx.requestMedia === 'multipart/form-data') {
      const base = await successSpec();
      return { ...base, raw: multipart([{ name: 'note', value: 'no file in this form' }]) };
    }
  }
  return { skip: unprovokedReason(op, status) };
}

module.exports = { COVERED_TAGS, planForServer, success, specific, UNKNOWN_ID };
