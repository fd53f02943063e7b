// The activity logs of a business (docs/product.md#calls-activity "GET /v2/businesses/{id}/activities/{accounts|
// signatures|identifications} with query page, size, sort, start_date, end_date"; exports "a csv
// file (named cost_centre_report or signature_usage plus dates)").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  business,
  expectContract,
  start,
  user,
  type Ctx,
  type User,
} from '../business/support.ts';
import { identifications, signedRequest } from './support.ts';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await start();
});
afterAll(() => ctx.server.close());

const activity = (id: string, kind: string, query = '') =>
  `/v2/businesses/${id}/activities/${kind}${query}`;

describe('account activity', () => {
  it('records invitations, joins, role changes and removals, newest first by default', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const beat = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
    const invited = await ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${id}/members`,
      headers: admin.auth,
      payload: { users: [{ email: beat.email }] },
    });
    const inviteId = invited.json().invitedMembers[0].id as string;
    await ctx.inject({
      method: 'POST',
      url: `/v1/invitations/${inviteId}/accept`,
      headers: beat.auth,
    });
    const post = (path: string) =>
      ctx.inject({
        method: 'POST',
        url: `/v1/businesses/${id}${path}`,
        headers: admin.auth,
        payload: { user_ids: [beat.userId] },
      });
    await post('/change-to-admins');
    await post('/change-to-members');
    await post('/remove-members');

    const list = await ctx.inject({
      method: 'GET',
      url: activity(id, 'accounts'),
      headers: admin.auth,
    });
    expectContract(list, 'get /v2/businesses/{businessId}/activities/accounts');
    const events = list.json().items.map((i: { event: string }) => i.event);
    expect(events).toEqual([
      'MEMBER_REMOVED',
      'ROLE_CHANGED_TO_MEMBER',
      'ROLE_CHANGED_TO_ADMIN',
      'MEMBER_JOINED',
      'MEMBER_INVITED',
    ]);
    const joined = list.json().items[3];
    expect(joined).toMatchObject({
      account: { username: beat.userId },
      actor: null,
      role: 'member',
    });
    expect(list.json().items[0].actor.username).toBe(admin.userId);

    const oldestFirst = await ctx.inject({
      method: 'GET',
      url: activity(id, 'accounts', '?sort=occurredAt,asc&size=2&page=1'),
      headers: admin.auth,
    });
    expect(oldestFirst.json().items.map((i: { event: string }) => i.event)).toEqual([
      'ROLE_CHANGED_TO_ADMIN',
      'ROLE_CHANGED_TO_MEMBER',
    ]);
    expect(oldestFirst.json().page).toEqual({
      number: 1,
      size: 2,
      totalElements: 5,
      totalPages: 3,
    });
    const future = await ctx.inject({
      method: 'GET',
      url: activity(id, 'accounts', '?start_date=2099-01-01'),
      headers: admin.auth,
    });
    expect(future.json().items).toEqual([]);
  });

  it('refuses an end before the start (400 at /query/end_date) and members (403)', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const bad = await ctx.inject({
      method: 'GET',
      url: activity(id, 'accounts', '?start_date=2026-11-30&end_date=2026-11-01'),
      headers: admin.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].pointer).toBe('/query/end_date');
    const member = await user(ctx);
    await addMember(ctx, id, member);
    const refused = await ctx.inject({
      method: 'GET',
      url: activity(id, 'signatures'),
      headers: member.auth,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('signature activity', () => {
  let admin: User;
  let id: string;
  beforeAll(async () => {
    admin = await user(ctx);
    id = await business(ctx, admin);
    const member = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
    await addMember(ctx, id, member);
    const db = ctx.server.testDb.db;
    await signedRequest(db, admin.userId, [
      { email: 'a@example.org', signedAt: '2026-11-02T10:00:00.000Z', quality: 'qes' },
      {
        email: 'b@example.org',
        signedAt: '2026-11-03T10:00:00.000Z',
        quality: 'ses',
        legislation: null,
      },
    ]);
    await signedRequest(
      db,
      member.userId,
      [{ email: 'c@example.org', signedAt: '2026-11-20T10:00:00.000Z' }],
      'Lease Bahnhofstrasse 10',
      'Legal',
    );
    await signedRequest(
      db,
      member.userId,
      [
        { email: 'e@example.org', signedAt: '2026-11-21T10:00:00.000Z', quality: 'qes' },
        { email: 'f@example.org', signedAt: '2026-11-22T10:00:00.000Z', quality: 'aes' },
      ],
      'Employment contract',
      'Administration',
    );
    // Someone outside the business: not in its log.
    const stranger = await user(ctx);
    await signedRequest(db, stranger.userId, [
      { email: 'd@example.org', signedAt: '2026-11-05T10:00:00.000Z' },
    ]);
  });

  it('lists the signatures on the members requests, with the period and order asked', async () => {
    const all = await ctx.inject({
      method: 'GET',
      url: activity(id, 'signatures'),
      headers: admin.auth,
    });
    expectContract(all, 'get /v2/businesses/{businessId}/activities/signatures');
    expect(all.json().items.map((i: { signer: { email: string } }) => i.signer.email)).toEqual([
      'f@example.org',
      'e@example.org',
      'c@example.org',
      'b@example.org',
      'a@example.org',
    ]);
    expect(all.json().items[3]).toMatchObject({
      quality: 'ses',
      legislation: null,
      costCenter: null,
    });
    expect(all.json().items[2]).toMatchObject({ costCenter: 'Legal' });
    const november = await ctx.inject({
      method: 'GET',
      url: activity(
        id,
        'signatures',
        '?start_date=2026-11-02&end_date=2026-11-03&sort=occurredAt,asc',
      ),
      headers: admin.auth,
    });
    expect(november.json().items.map((i: { signer: { email: string } }) => i.signer.email)).toEqual(
      ['a@example.org', 'b@example.org'],
    );
  });

  it('exports the signature usage and the cost centre report with their file names', async () => {
    const usage = await ctx.inject({
      method: 'GET',
      url: activity(
        id,
        'signatures/export',
        '?group_by=other&start_date=2026-11-01&end_date=2026-11-30',
      ),
      headers: admin.auth,
    });
    expect(usage.statusCode).toBe(200);
    expect(usage.headers['content-type']).toContain('text/csv');
    expect(usage.headers['content-disposition']).toBe(
      'attachment; filename="signature_usage_2026-11-01_2026-11-30.csv"',
    );
    const lines = usage.body.trim().split('\r\n');
    expect(lines[0]).toContain('signed_at,signer_email');
    expect(lines[0].endsWith(',cost_centre')).toBe(true);
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain('a@example.org');
    expect(lines[3].endsWith(',Beat Keller,Legal')).toBe(true);

    const report = await ctx.inject({
      method: 'GET',
      url: activity(
        id,
        'signatures/export',
        '?group_by=cost_centers&start_date=2026-11-01&end_date=2026-11-30',
      ),
      headers: admin.auth,
    });
    expect(report.headers['content-disposition']).toBe(
      'attachment; filename="cost_centre_report_2026-11-01_2026-11-30.csv"',
    );
    expect(report.body.trim().split('\r\n')).toEqual([
      'cost_centre,total,ses,aes,aesMinimal,qes,seal,part11',
      'Administration,2,0,1,0,1,0,0',
      'Legal,1,0,1,0,0,0,0',
      ',2,1,0,0,1,0,0',
    ]);
    // The period bounds the report as well.
    const early = await ctx.inject({
      method: 'GET',
      url: activity(
        id,
        'signatures/export',
        '?group_by=cost_centers&start_date=2026-11-01&end_date=2026-11-20',
      ),
      headers: admin.auth,
    });
    expect(early.body.trim().split('\r\n').slice(1)).toEqual([
      'Legal,1,0,1,0,0,0,0',
      ',2,1,0,0,1,0,0',
    ]);
  });
});

describe('identification activity', () => {
  it('lists the members identifications and those of direct signers of their requests', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const db = ctx.server.testDb.db;
    const requestId = await signedRequest(db, admin.userId, [
      { email: 'chiara.rossi@example.org', signedAt: '2026-11-02T10:00:00.000Z' },
    ]);
    const stranger = await user(ctx);
    await identifications(db, [
      {
        userId: admin.userId,
        email: admin.email,
        createdAt: '2026-11-02T09:00:00.000Z',
        status: 'inprogress',
      },
      {
        userId: null,
        requestId,
        signerId: 'sig-1',
        email: 'chiara.rossi@example.org',
        createdAt: '2026-11-03T09:00:00.000Z',
      },
      { userId: stranger.userId, email: stranger.email, createdAt: '2026-11-04T09:00:00.000Z' },
    ]);
    const list = await ctx.inject({
      method: 'GET',
      url: activity(id, 'identifications'),
      headers: admin.auth,
    });
    expectContract(list, 'get /v2/businesses/{businessId}/activities/identifications');
    expect(list.json().items).toMatchObject([
      {
        person: { email: 'chiara.rossi@example.org', firstName: 'Chiara' },
        status: 'activatingQES',
      },
      { person: { username: admin.userId }, status: 'inprogress', cost: 0, currency: 'CHF' },
    ]);
  });
});
