// The request counts of a business's statistics (GET /v2/businesses/{id}/statistics): every
// status of the contract, EXPIRED included (its sixth state: an expired request counted in
// the total but under no status did not add up), and the requests of the business's API users
// (an ERP's requests are the business's, as in its activity); a stranger's requests are not
// counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExpiry } from '../../src/areas/signature-requests/index.ts';
import { draft } from '../signature-requests/support.ts';
import { accountSignerOf, at, signerUser, uploadPdf } from '../signing/support.ts';
import { HOUR, fromNow, movedContext, openWithWorkflow } from '../workflow/support.ts';
import { addMember, business, expectContract, start, type Ctx } from './support.ts';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await start();
});
afterAll(() => ctx.server.close());

describe('business statistics of requests', () => {
  it('counts EXPIRED and the API users’ requests, not a stranger’s', async () => {
    const admin = await signerUser(ctx, ['ses:any']);
    const businessId = await business(ctx, admin);
    const beat = await signerUser(ctx, ['ses:any']);
    await addMember(ctx, businessId, beat);
    const anna = await signerUser(ctx, ['ses:any']);

    // Beat's request expires (the workflow job, with the clock two hours on).
    const documentId = await uploadPdf(ctx, beat, 1);
    const open = await openWithWorkflow(ctx, beat, {
      documents: [documentId],
      signatures: [accountSignerOf(anna.email, [at(documentId, 1, 100)])],
      workflow: { expiresAt: fromNow(HOUR) },
    });
    expect(await runExpiry(movedContext(ctx, 2 * HOUR))).toContain(open.id);
    // The admin's own draft.
    await draft(ctx, admin);

    // The ERP's API user creates a draft with its token.
    const made = await ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${businessId}/apis`,
      headers: admin.auth,
      payload: { description: 'ERP integration' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const exchanged = await ctx.inject({
      method: 'POST',
      url: '/v1/api-users/token',
      payload: { username: made.json().username, password: made.json().password },
    });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const erp = { ...admin, auth: { authorization: `Bearer ${exchanged.json().token.value}` } };
    await draft(ctx, erp, { title: 'Order 4711' });

    // A stranger's request is not the business's.
    await draft(ctx, anna);

    const stats = await ctx.inject({
      method: 'GET',
      url: `/v2/businesses/${businessId}/statistics`,
      headers: admin.auth,
    });
    expectContract(stats, 'get /v2/businesses/{businessId}/statistics');
    expect(stats.json().signatureRequests).toEqual({
      total: 3,
      draft: 2,
      open: 0,
      signed: 0,
      declined: 0,
      withdrawn: 0,
      expired: 1,
    });
    expect(stats.json().apiUsers).toBe(1);
  });
});
