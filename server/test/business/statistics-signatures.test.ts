// The signatures of a business's statistics (GET /v2/businesses/{id}/statistics, the overview's
// "Signatures by level") are the signatures of its usage export (GET …/activities/signatures/
// export): those on the requests its members and API users sent, whoever signed them. The
// overview once said "All 0" beside an export with one simple signature, because it counted
// the signatures the business's members made (on anyone's requests) instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSignerOf,
  at,
  openWith,
  signAs,
  signerUser,
  uploadPdf,
} from '../signing/support.ts';
import { addMember, business, expectContract, start, type Ctx } from './support.ts';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await start();
});
afterAll(() => ctx.server.close());

describe('the signatures of a business', () => {
  it('are counted alike by the statistics and the usage export', async () => {
    const admin = await signerUser(ctx, ['ses:any']);
    const businessId = await business(ctx, admin);
    const beat = await signerUser(ctx, ['ses:any', 'aes:any']);
    await addMember(ctx, businessId, beat);
    const outsider = await signerUser(ctx, ['ses:any']);

    // The admin's request, signed (simple signature) by someone outside the business.
    const ours = await uploadPdf(ctx, admin, 1);
    const request = await openWith(
      ctx,
      admin,
      [ours],
      [accountSignerOf(outsider.email, [at(ours, 1, 100)], 'ses', undefined)],
    );
    const signed = await signAs(ctx, outsider.auth, [request.id]);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().results[0]).toMatchObject({ status: 'SIGNED' });

    // A member signing a stranger's request (advanced): not a signature the business sent (nor
    // pays for).
    const theirs = await uploadPdf(ctx, outsider, 1);
    const foreign = await openWith(
      ctx,
      outsider,
      [theirs],
      [accountSignerOf(beat.email, [at(theirs, 1, 100)], 'aes', 'zertes')],
    );
    expect((await signAs(ctx, beat.auth, [foreign.id])).statusCode).toBe(200);

    const stats = await ctx.inject({
      method: 'GET',
      url: `/v2/businesses/${businessId}/statistics`,
      headers: admin.auth,
    });
    expectContract(stats, 'get /v2/businesses/{businessId}/statistics');
    expect(stats.json().signatures).toEqual({
      total: 1,
      ses: 1,
      aes: 0,
      aesMinimal: 0,
      qes: 0,
      seal: 0,
      part11: 0,
    });
    expect(stats.json().signatureRequests).toMatchObject({ total: 1, signed: 1 });

    const usage = await ctx.inject({
      method: 'GET',
      url: `/v2/businesses/${businessId}/activities/signatures/export?group_by=other`,
      headers: admin.auth,
    });
    expect(usage.statusCode, usage.body).toBe(200);
    const [header, ...lines] = usage.body.trim().split('\r\n');
    const quality = header.split(',').indexOf('quality');
    expect(lines.map((line) => [line.split(',')[1], line.split(',')[quality]])).toEqual([
      [outsider.email, 'ses'],
    ]);
    const report = await ctx.inject({
      method: 'GET',
      url: `/v2/businesses/${businessId}/activities/signatures/export?group_by=cost_centers`,
      headers: admin.auth,
    });
    expect(report.body.trim().split('\r\n')).toEqual([
      'cost_centre,total,ses,aes,aesMinimal,qes,seal,part11',
      ',1,1,0,0,0,0,0',
    ]);
  });
});
