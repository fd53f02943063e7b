// Fixtures of the API users, seals and business settings operations: a business made through
// the API (a fresh account registers it with POST /v2/businesses and is its admin), its API
// users, seals and seal images, each made fresh where the operation changes or removes them.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const { samplePng, multipart } = require('./samples.cjs');

let adminBusiness;
let sealCounter = 0;
/** An https address of a logo image the server under test can fetch, if the run has one. */
const LOGO_URL = process.env.CONTRACT_LOGO_URL;

/** The settings example with a logo the server can take (CONTRACT_LOGO_URL), or none. */
function settingsWithLogo(example) {
  const body = example('updateBusinessSettings');
  body.companyBranding = { logo: LOGO_URL ? { sourceUrl: LOGO_URL } : null };
  return body;
}

/** The business of this run and its admin: { token, businessId, adminId }. */
function business(fx, { client, example }) {
  adminBusiness ??= (async () => {
    const admin = await fx.account('business-admin');
    const created = await client.expect(201, 'POST', '/v2/businesses', {
      token: admin.token,
      body: example('createBusiness'),
    });
    return { token: admin.token, businessId: created.json.id, adminId: created.json.admins[0].id };
  })();
  return adminBusiness;
}

async function apiUser({ client, example }, b) {
  const created = await client.expect(201, 'POST', `/v1/businesses/${b.businessId}/apis`, {
    token: b.token,
    body: example('createApiUser'),
  });
  return created.json;
}

async function seal({ client }, b, { image = false } = {}) {
  const accountName = `contract-seal-${Date.now().toString(36)}-${++sealCounter}`;
  await client.expect(201, 'POST', `/v1/businesses/${b.businessId}/seals`, {
    token: b.token,
    body: { accountName, displayName: 'Muster Treuhand AG', legislation: 'zertes' },
  });
  if (image) {
    await client.expect(200, 'POST', `/v1/businesses/${b.businessId}/seals/${accountName}/image`, {
      token: b.token,
      raw: sealImage(),
    });
  }
  return accountName;
}

const sealImage = () =>
  multipart([{ name: 'file', filename: 'seal.png', contentType: 'image/png', data: samplePng() }]);

/** A request of the business admin about the business, shaped by `build`. */
function admin(build = () => ({})) {
  return async (fx, ctx) => {
    const b = await business(fx, ctx);
    const built = await build(fx, ctx, b);
    return { token: b.token, ...built, path: { businessId: b.businessId, ...(built.path || {}) } };
  };
}

const businessExtraSuccess = {
  listApiUsers: admin(),
  createApiUser: admin((fx, { example }) => ({ json: example('createApiUser') })),
  updateApiUser: admin(async (fx, ctx, b) => ({
    path: { username: (await apiUser(ctx, b)).username },
    json: ctx.example('updateApiUser'),
  })),
  deleteApiUser: admin(async (fx, ctx, b) => ({
    path: { username: (await apiUser(ctx, b)).username },
  })),
  resetApiUserSecret: admin(async (fx, ctx, b) => ({
    path: { username: (await apiUser(ctx, b)).username },
  })),
  createApiUserToken: async (fx, ctx) => {
    const created = await apiUser(ctx, await business(fx, ctx));
    return { json: { username: created.username, password: created.password } };
  },
  listSeals: admin(),
  // The admin who creates a seal is its first member: the list has one.
  listUserSeals: async (fx, ctx) => {
    const b = await business(fx, ctx);
    await seal(ctx, b);
    return { token: b.token };
  },
  createSeal: admin((fx, { example }) => ({
    json: {
      ...example('createSeal'),
      accountName: `contract-new-seal-${++sealCounter}-${Date.now().toString(36)}`,
    },
  })),
  getSeal: admin(async (fx, ctx, b) => ({ path: { sealName: await seal(ctx, b) } })),
  updateSeal: admin(async (fx, ctx, b) => ({
    path: { sealName: await seal(ctx, b) },
    json: ctx.example('updateSeal'),
  })),
  getSealImage: admin(async (fx, ctx, b) => ({
    path: { sealName: await seal(ctx, b, { image: true }) },
  })),
  uploadSealImage: admin(async (fx, ctx, b) => ({
    path: { sealName: await seal(ctx, b) },
    raw: sealImage(),
  })),
  deleteSealImage: admin(async (fx, ctx, b) => ({
    path: { sealName: await seal(ctx, b, { image: true }) },
  })),
  addSealMembers: admin(async (fx, ctx, b) => ({
    path: { sealName: await seal(ctx, b) },
    json: { members: [b.adminId] },
  })),
  removeSealMembers: admin(async (fx, ctx, b) => ({
    path: { sealName: await seal(ctx, b) },
    json: { members: [b.adminId] },
  })),
  getBusinessSettings: admin(),
  updateBusinessSettings: admin((fx, { example }) => ({ json: settingsWithLogo(example) })),
  // The logo is taken from an https address the server can reach: the test run serves one
  // (CONTRACT_LOGO_URL); without one, the fixture module gives the business a logo (a fresh local
  // server refuses loopback addresses and has no public host to fetch from).
  getBusinessLogo: admin(async (fx, ctx, b) => {
    if (!LOGO_URL && !fx.provide.has('businessLogo')) await fx.provide('businessLogo');
    await ctx.client.expect(200, 'PUT', `/v1/businesses/${b.businessId}/settings`, {
      token: b.token,
      body: settingsWithLogo(ctx.example),
    });
    if (!LOGO_URL) await fx.provide('businessLogo', { businessId: b.businessId });
    return { token: undefined, query: { width: 120, format: 'webp' } };
  }),
};

const businessExtraSpecific = {
  // A wrong secret for a real API user.
  'createApiUserToken 401': async (fx, ctx) => {
    const created = await apiUser(ctx, await business(fx, ctx));
    return { json: { username: created.username, password: 'Not-The-Secret-0000000000' } };
  },
  // An API user asks for an operation the contract does not open to API users (the user's
  // business: an API user belongs to one business but is no member of it).
  'getUserBusiness 403': async (fx, ctx) => {
    const created = await apiUser(ctx, await business(fx, ctx));
    const answer = await ctx.client.expect(200, 'POST', '/v1/api-users/token', {
      body: { username: created.username, password: created.password },
    });
    return { token: answer.json.token.value };
  },
  // A seal name the business already has.
  'createSeal 409': admin(async (fx, ctx, b) => ({
    json: { accountName: await seal(ctx, b), displayName: 'Again', legislation: 'eidas' },
  })),
  // Someone who is not a member of the business.
  'addSealMembers 422': admin(async (fx, ctx, b) => ({
    path: { sealName: await seal(ctx, b) },
    json: { members: ['nobody.of-this-business'] },
  })),
  'uploadSealImage 415': admin(async (fx, ctx, b) => ({
    path: { sealName: await seal(ctx, b) },
    raw: multipart([
      {
        name: 'file',
        filename: 'seal.gif',
        contentType: 'image/gif',
        data: Buffer.from('GIF89a;'),
      },
    ]),
  })),
};

module.exports = { businessExtraSuccess, businessExtraSpecific };
