// The business's own operations: support contact (docs/product.md#validation-contact "an invalid email or phone is
// blanked on load"), base data, deletion and its revocation (docs/product.md#states-billing "Business deletion can
// be revoked after being requested"), the trial's cancellation, public information, statistics,
// custom extras — and who may call them (docs/product.md#roles-list "Business area pages require admin").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessDeletionJob, deleteDueBusinesses } from '../../src/areas/business/index.ts';
import type { AppContext } from '../../src/context.ts';
import {
  attributesOf,
  addMember,
  business,
  expectContract,
  start,
  user,
  type Ctx,
} from './support.ts';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await start();
});
afterAll(() => ctx.server.close());

const url = (id: string, rest = '') => `/v1/businesses/${id}${rest}`;
const v2 = (id: string, rest = '') => `/v2/businesses/${id}${rest}`;

describe('support contact', () => {
  it('is set by an admin and answered in the Business', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const response = await ctx.inject({
      method: 'PUT',
      url: url(id),
      headers: admin.auth,
      payload: { email: 'support@muster-treuhand.ch', phone: '+41 44 999 00 11' },
    });
    expectContract(response, 'put /v1/businesses/{businessId}');
    expect(response.json().supportContact).toEqual({
      email: 'support@muster-treuhand.ch',
      phone: '+41 44 999 00 11',
    });
    const cleared = await ctx.inject({
      method: 'PUT',
      url: url(id),
      headers: admin.auth,
      payload: { email: null, phone: null },
    });
    expect(cleared.json().supportContact).toEqual({ email: null, phone: null });
  });

  it('refuses a phone that breaks "optional plus, then at least 6 digits, spaces or dashes"', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const response = await ctx.inject({
      method: 'PUT',
      url: url(id),
      headers: admin.auth,
      payload: { email: 'support@muster-treuhand.ch', phone: '+41 (44) 999' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].pointer).toBe('/body/phone');
  });

  it('blanks a stored invalid e-mail or phone on load', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    await ctx.server.testDb.db
      .updateTable('businesses')
      .set({ support_email: 'not-an-address', support_phone: '12-34' })
      .where('id', '=', id)
      .execute();
    const got = await ctx.inject({ method: 'GET', url: url(id), headers: admin.auth });
    expectContract(got, 'get /v1/businesses/{businessId}');
    expect(got.json().supportContact).toEqual({ email: null, phone: null });
    expect(got.json().settings.supportContact).toEqual({ email: null, phone: null });
    const info = await ctx.inject({
      method: 'GET',
      url: v2(id, '/public-information'),
      headers: admin.auth,
    });
    expect(info.json().supportContact).toEqual({ email: null, phone: null });
  });

  it('is for admins only: a member gets 403 business_admin_required, a stranger 404', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const member = await user(ctx);
    await addMember(ctx, id, member);
    const payload = { email: 'x@muster-treuhand.ch', phone: null };
    const asMember = await ctx.inject({
      method: 'PUT',
      url: url(id),
      headers: member.auth,
      payload,
    });
    expect(asMember.statusCode).toBe(403);
    expectContract(asMember, 'put /v1/businesses/{businessId}');
    expect(asMember.json().code).toBe('business_admin_required');
    const stranger = await user(ctx);
    const asStranger = await ctx.inject({
      method: 'PUT',
      url: url(id),
      headers: stranger.auth,
      payload,
    });
    expect(asStranger.statusCode).toBe(404);
  });
});

describe('base data', () => {
  it('changes name, e-mail and phone', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const response = await ctx.inject({
      method: 'PUT',
      url: v2(id, '/base'),
      headers: admin.auth,
      payload: { name: 'Muster Treuhand GmbH', email: 'hallo@muster-treuhand.ch', phone: null },
    });
    expectContract(response, 'put /v2/businesses/{businessId}/base');
    expect(response.json()).toMatchObject({
      name: 'Muster Treuhand GmbH',
      email: 'hallo@muster-treuhand.ch',
      phone: null,
    });
  });
});

describe('deletion', () => {
  it('is scheduled, can be revoked, and a second request or revoke is 409', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const requested = await ctx.inject({ method: 'DELETE', url: v2(id), headers: admin.auth });
    expectContract(requested, 'delete /v2/businesses/{businessId}');
    const at = new Date(requested.json().deletionScheduledAt).getTime();
    expect(at - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const again = await ctx.inject({ method: 'DELETE', url: v2(id), headers: admin.auth });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('business_deletion_requested');

    const revoked = await ctx.inject({
      method: 'POST',
      url: v2(id, '/revoke_delete'),
      headers: admin.auth,
    });
    expectContract(revoked, 'post /v2/businesses/{businessId}/revoke_delete');
    expect(revoked.json().deletionScheduledAt).toBeNull();
    const twice = await ctx.inject({
      method: 'POST',
      url: v2(id, '/revoke_delete'),
      headers: admin.auth,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('business_deletion_not_requested');
  });

  it('takes effect when due: the business is gone and its members get business_deleted', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const member = await user(ctx);
    await addMember(ctx, id, member);
    await ctx.inject({ method: 'DELETE', url: v2(id), headers: admin.auth });
    // The deletion date has come.
    await ctx.server.testDb.db
      .updateTable('businesses')
      .set({ deletion_scheduled_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const mine = await ctx.inject({
      method: 'GET',
      url: '/v2/businesses/user',
      headers: member.auth,
    });
    expect(mine.statusCode).toBe(204);
    expect((await attributesOf(ctx, member.userId)).business_deleted).toEqual(['true']);
    expect((await attributesOf(ctx, admin.userId)).business_deleted).toEqual(['true']);
    const me = await ctx.inject({ method: 'GET', url: '/v1/user', headers: member.auth });
    expect(me.json().attributes.businessDeleted).toEqual(['true']);
    // A former member may start a business of their own.
    await business(ctx, member, { name: 'Neu AG' });
    expect((await attributesOf(ctx, member.userId)).business_deleted).toBeUndefined();
  });
});

describe('deletion job', () => {
  const DAY = 24 * 60 * 60 * 1000;
  /** The server's context with its clock `days` ahead. */
  const movedBy = (days: number): AppContext => ({
    ...ctx.server.app.context,
    clock: { now: () => new Date(Date.now() + days * DAY) },
  });
  const businessRow = (id: string) =>
    ctx.server.testDb.db
      .selectFrom('businesses')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
  const membersLeft = async (id: string) =>
    (
      await ctx.server.testDb.db
        .selectFrom('business_members')
        .select('user_id')
        .where('business_id', '=', id)
        .execute()
    ).length;

  async function deletionRequested() {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const member = await user(ctx);
    await addMember(ctx, id, member);
    const requested = await ctx.inject({ method: 'DELETE', url: v2(id), headers: admin.auth });
    expect(requested.statusCode, requested.body).toBe(200);
    return { admin, id, member };
  }

  it('deletes a business thirty days after the request, not before, with nobody reading it', async () => {
    const { admin, id, member } = await deletionRequested();
    const kept = await deletionRequested();
    await ctx.inject({
      method: 'POST',
      url: v2(kept.id, '/revoke_delete'),
      headers: kept.admin.auth,
    });

    await deleteDueBusinesses(movedBy(29));
    expect(await businessRow(id)).toBeDefined();
    expect(await membersLeft(id)).toBe(2);
    expect((await attributesOf(ctx, member.userId)).business_deleted).toBeUndefined();

    expect(await deleteDueBusinesses(movedBy(31))).toBeGreaterThanOrEqual(1);
    expect(await businessRow(id)).toBeUndefined();
    expect(await membersLeft(id)).toBe(0);
    expect((await attributesOf(ctx, member.userId)).business_deleted).toEqual(['true']);
    expect((await attributesOf(ctx, admin.userId)).business_deleted).toEqual(['true']);
    // A revoked deletion never comes due.
    expect(await businessRow(kept.id)).toBeDefined();
    expect((await attributesOf(ctx, kept.member.userId)).business_deleted).toBeUndefined();
  });

  it("runs on the server's timer (BusinessDeletionJob)", async () => {
    const { id, member } = await deletionRequested();
    const job = new BusinessDeletionJob(movedBy(31), 20);
    job.start();
    try {
      const deadline = Date.now() + 10_000;
      while ((await businessRow(id)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await job.stop();
    }
    expect(await businessRow(id)).toBeUndefined();
    expect((await attributesOf(ctx, member.userId)).business_deleted).toEqual(['true']);
  });
});

describe('trial', () => {
  it('is cancelled once (the business then needs a payment method)', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const cancelled = await ctx.inject({
      method: 'POST',
      url: url(id, '/cancel-trial'),
      headers: admin.auth,
    });
    expectContract(cancelled, 'post /v1/businesses/{businessId}/cancel-trial');
    const got = await ctx.inject({ method: 'GET', url: url(id), headers: admin.auth });
    expect(got.json().billingStatus).toMatchObject({
      paymentMethod: 'NEEDS_PAYMENT_METHOD',
      trialExpired: true,
      trialEndsAt: null,
    });
    const again = await ctx.inject({
      method: 'POST',
      url: url(id, '/cancel-trial'),
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('business_not_trialing');
  });
});

describe('public information, statistics and extras', () => {
  it('answers the branding to any logged-in user, 404 for an unknown business', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const anyone = await user(ctx);
    const info = await ctx.inject({
      method: 'GET',
      url: v2(id, '/public-information'),
      headers: anyone.auth,
    });
    expectContract(info, 'get /v2/businesses/{businessId}/public-information');
    expect(info.json()).toMatchObject({ id, name: 'Muster Treuhand AG', logo: null });
    const unknown = await ctx.inject({
      method: 'GET',
      url: v2('00000000-0000-4000-8000-000000000000', '/public-information'),
      headers: anyone.auth,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('counts members, admins, invitations and domains', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    await addMember(ctx, id, await user(ctx));
    await addMember(ctx, id, await user(ctx), 'admin');
    const stats = await ctx.inject({
      method: 'GET',
      url: v2(id, '/statistics'),
      headers: admin.auth,
    });
    expectContract(stats, 'get /v2/businesses/{businessId}/statistics');
    expect(stats.json()).toMatchObject({ members: 3, admins: 2, invitedMembers: 0, domains: 0 });
    expect(stats.json().signatures.total).toBe(0);
  });

  it('answers the custom extras from what the business has on', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const extras = await ctx.inject({
      method: 'GET',
      url: v2(id, '/customextras'),
      headers: admin.auth,
    });
    expectContract(extras, 'get /v2/businesses/{businessId}/customextras');
    expect(extras.json().part11.enabled).toBe(false);
    expect(extras.json().aes4biz.enabled).toBe(false);
  });
});
