// Fixtures of the business area (business, members, domains, activity), made through
// the API: an admin account with its business (the main account stays without one, for the 404
// of GET /v2/businesses/user), members who joined by accepting an invitation, invitations,
// domains, and a direct-link signer of a request the admin sent (for the sender's branding).
// `businessSuccess` and `businessSpecific` join the plans of plan.cjs.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const { requestFixtures } = require('./request-fixtures.cjs');

const state = new WeakMap();

function businessFixtures(fx, client, example) {
  let made = state.get(fx);
  if (made) return made;
  let counter = 0;
  let adminPromise;

  /** A new account with a business of its own: { token, email, businessId }. */
  async function newBusiness(label) {
    const user = await fx.account(label);
    const answer = await client.expect(201, 'POST', '/v2/businesses', {
      token: user.token,
      body: example('createBusiness'),
    });
    return { ...user, businessId: answer.json.id };
  }

  /** The admin most business transactions use (created once). */
  function admin() {
    adminPromise ??= newBusiness('biz-admin');
    return adminPromise;
  }

  async function invite(email, admin_ = false) {
    const a = await admin();
    const answer = await client.expect(201, 'POST', `/v1/businesses/${a.businessId}/members`, {
      token: a.token,
      body: { users: [{ email, admin: admin_ }] },
    });
    return answer.json.invitedMembers[0].id;
  }

  /** A new account that joined the admin's business: { token, email, userId }. */
  async function member(label = 'biz-member') {
    const user = await fx.account(label);
    const inviteId = await invite(user.email);
    await client.expect(200, 'POST', `/v1/invitations/${inviteId}/accept`, { token: user.token });
    const me = await client.expect(200, 'GET', '/v1/user', { token: user.token });
    return { ...user, userId: me.json.id };
  }

  const newDomain = () => `dredd-${Date.now().toString(36)}-${++counter}.example`;

  async function domain() {
    const a = await admin();
    const name = newDomain();
    await client.expect(201, 'POST', `/v1/businesses/${a.businessId}/domains`, {
      token: a.token,
      body: { domain: name },
    });
    return name;
  }

  /** A direct-link signer of an open request the admin sent. */
  async function directOfAdmin() {
    const a = await admin();
    const r = requestFixtures(fx, client, example);
    const email = fx.newEmail('biz-direct');
    await r.open(a.token, (documentId) => [
      {
        signer_identity_data: {
          email_address: email,
          first_name: 'Chiara',
          last_name: 'Rossi',
          mobile: '+41 79 555 12 67',
          language: 'it',
        },
        document_signatures: [r.placement(documentId, 400)],
        quality: 'aes',
        legislation: 'zertes',
      },
    ]);
    const link = await fx.provide('directSignerLink', { email });
    return { basic: [link.requestId, link.linkKey], businessId: a.businessId };
  }

  let plainPromise;
  /** A member (not admin) of the admin's business, kept as such (for the 403 answers). */
  function plainMember() {
    plainPromise ??= member('biz-plain');
    return plainPromise;
  }

  made = { admin, newBusiness, invite, member, plainMember, domain, newDomain, directOfAdmin };
  state.set(fx, made);
  return made;
}

const withBusiness = (build) => async (fx, ctx) =>
  build(businessFixtures(fx, ctx.client, ctx.example), fx, ctx);

/** A request of the business admin on its business: { token, path: { businessId }, ...extra }. */
const asAdmin = (extra = () => ({})) =>
  withBusiness(async (b, fx, ctx) => {
    const a = await b.admin();
    return { token: a.token, path: { businessId: a.businessId }, ...(await extra(b, ctx, a)) };
  });

const period = { start_date: '2026-01-01', end_date: '2099-12-31' };

const businessSuccess = {
  createBusiness: async (fx, ctx) => ({
    token: (await fx.account('biz-create')).token,
    json: ctx.example('createBusiness'),
  }),
  getUserBusiness: withBusiness(async (b) => ({ token: (await b.admin()).token })),
  getBusiness: asAdmin(),
  updateBusinessSupportContact: asAdmin((b, ctx) => ({
    json: ctx.example('updateBusinessSupportContact'),
  })),
  updateBusinessBase: asAdmin((b, ctx) => ({ json: ctx.example('updateBusinessBase') })),
  getBusinessCustomExtras: asAdmin(),
  getBusinessPublicInformation: asAdmin(),
  getBusinessStatistics: asAdmin(),
  requestBusinessDeletion: withBusiness(async (b) => {
    const owner = await b.newBusiness('biz-delete');
    return { token: owner.token, path: { businessId: owner.businessId } };
  }),
  revokeBusinessDeletion: withBusiness(async (b, fx, ctx) => {
    const owner = await b.newBusiness('biz-revoke');
    await ctx.client.expect(200, 'DELETE', `/v2/businesses/${owner.businessId}`, {
      token: owner.token,
    });
    return { token: owner.token, path: { businessId: owner.businessId } };
  }),
  cancelTrial: withBusiness(async (b) => {
    const owner = await b.newBusiness('biz-trial');
    return { token: owner.token, path: { businessId: owner.businessId } };
  }),
  getDirectBusinessPublicInformation: withBusiness(async (b) => {
    const d = await b.directOfAdmin();
    return { basic: d.basic, path: { businessId: d.businessId } };
  }),
  listBusinessMembers: asAdmin(() => ({ query: { page: 0, size: 20, sort: 'lastName,asc' } })),
  listBusinessAdmins: asAdmin(() => ({ query: { page: 0, size: 20 } })),
  inviteBusinessMembers: asAdmin(() => ({
    json: { users: [{ email: `invitee.${Date.now()}@example.org`, first_name: 'Daniel' }] },
  })),
  listBusinessInvitations: asAdmin(),
  deleteBusinessInvitation: asAdmin(async (b, ctx, a) => ({
    path: {
      businessId: a.businessId,
      inviteId: await b.invite(`revoke.${Date.now()}@example.org`),
    },
  })),
  changeMembersToAdmins: asAdmin(async (b) => ({
    json: { user_ids: [(await b.member()).userId] },
  })),
  changeAdminsToMembers: asAdmin(async (b, ctx, a) => {
    const m = await b.member();
    await ctx.client.expect(200, 'POST', `/v1/businesses/${a.businessId}/change-to-admins`, {
      token: a.token,
      body: { user_ids: [m.userId] },
    });
    return { json: { user_ids: [m.userId] } };
  }),
  removeBusinessMembers: asAdmin(async (b) => ({
    json: { user_ids: [(await b.member()).userId] },
  })),
  getBusinessInvitation: withBusiness(async (b, fx) => {
    const user = await fx.account('biz-view');
    return { token: user.token, path: { inviteId: await b.invite(user.email) } };
  }),
  getPendingBusinessInvitation: withBusiness(async (b, fx) => {
    const user = await fx.account('biz-pending');
    await b.invite(user.email);
    return { token: user.token };
  }),
  acceptBusinessInvitation: withBusiness(async (b, fx) => {
    const user = await fx.account('biz-accept');
    return { token: user.token, path: { inviteId: await b.invite(user.email) } };
  }),
  addBusinessDomain: asAdmin((b) => ({ json: { domain: b.newDomain() } })),
  listBusinessDomains: asAdmin(async (b) => {
    await b.domain();
    return {};
  }),
  removeBusinessDomain: asAdmin(async (b, ctx, a) => ({
    path: { businessId: a.businessId, domain: await b.domain() },
  })),
  verifyBusinessDomain: asAdmin(async (b, ctx, a) => ({
    path: { businessId: a.businessId, domain: await b.domain() },
  })),
  listDomainOffers: async (fx) => ({ token: (await fx.mainAccount()).token }),
  listAccountActivities: asAdmin(() => ({ query: { page: 0, size: 20, ...period } })),
  listSignatureActivities: asAdmin(() => ({ query: { page: 0, size: 20, ...period } })),
  listIdentificationActivities: asAdmin(() => ({ query: { page: 0, size: 20, ...period } })),
  exportSignatureActivities: asAdmin(() => ({ query: { group_by: 'other', ...period } })),
  exportIdentificationActivities: asAdmin(() => ({ query: { ...period } })),
};

/** The success request of `operationId` sent by a plain member: 403 business_admin_required. */
const asMember = (operationId) =>
  withBusiness(async (b, fx, ctx) => {
    const spec = await businessSuccess[operationId](fx, ctx);
    return { ...spec, token: (await b.plainMember()).token };
  });

const ADMIN_ONLY = [
  'updateBusinessSupportContact',
  'updateBusinessBase',
  'getBusinessCustomExtras',
  'getBusinessStatistics',
  'listBusinessMembers',
  'listBusinessAdmins',
  'inviteBusinessMembers',
  'listBusinessInvitations',
  'deleteBusinessInvitation',
  'changeMembersToAdmins',
  'changeAdminsToMembers',
  'removeBusinessMembers',
  'addBusinessDomain',
  'listBusinessDomains',
  'removeBusinessDomain',
  'verifyBusinessDomain',
  'listAccountActivities',
  'listSignatureActivities',
  'listIdentificationActivities',
  'exportSignatureActivities',
  'exportIdentificationActivities',
];

/** A fresh business whose only admin is its owner. */
const ownBusiness = (label, build = () => ({})) =>
  withBusiness(async (b, fx, ctx) => {
    const owner = await b.newBusiness(label);
    const me = await ctx.client.expect(200, 'GET', '/v1/user', { token: owner.token });
    return {
      token: owner.token,
      path: { businessId: owner.businessId },
      ...(await build(owner, me.json.id, ctx)),
    };
  });

const businessSpecific = {
  ...Object.fromEntries(ADMIN_ONLY.map((id) => [`${id} 403`, asMember(id)])),
  'createBusiness 409': withBusiness(async (b, fx, ctx) => ({
    token: (await b.admin()).token,
    json: ctx.example('createBusiness'),
  })),
  // The last admin can be neither demoted nor removed.
  'changeAdminsToMembers 409': ownBusiness('biz-last-admin', (owner, userId) => ({
    json: { user_ids: [userId] },
  })),
  'removeBusinessMembers 409': ownBusiness('biz-last-admin', (owner, userId) => ({
    json: { user_ids: [userId] },
  })),
  'changeMembersToAdmins 422': asAdmin(async (b, ctx) => {
    const stranger = await ctx.client.expect(200, 'GET', '/v1/user', {
      token: (await b.newBusiness('biz-stranger')).token,
    });
    return { json: { user_ids: [stranger.json.id] } };
  }),
  'addBusinessDomain 409': asAdmin(async (b) => ({ json: { domain: await b.domain() } })),
  'inviteBusinessMembers 409': asAdmin(async (b) => ({
    json: { users: [{ email: (await b.newBusiness('biz-taken')).email }] },
  })),
  'acceptBusinessInvitation 403': withBusiness(async (b, fx) => ({
    token: (await fx.mainAccount()).token,
    path: { inviteId: await b.invite(fx.newEmail('biz-other')) },
  })),
  'requestBusinessDeletion 409': ownBusiness('biz-delete-twice', async (owner, _id, ctx) => {
    await ctx.client.expect(200, 'DELETE', `/v2/businesses/${owner.businessId}`, {
      token: owner.token,
    });
    return {};
  }),
  'revokeBusinessDeletion 409': ownBusiness('biz-no-deletion'),
  'cancelTrial 409': ownBusiness('biz-trial-twice', async (owner, _id, ctx) => {
    await ctx.client.expect(200, 'POST', `/v1/businesses/${owner.businessId}/cancel-trial`, {
      token: owner.token,
    });
    return {};
  }),
};

module.exports = { businessSuccess, businessSpecific, businessFixtures };
