// GET /v3/signature-requests/{requestId}: a signer sees an open request (VIEWED recorded once) but
// may not change it (403 for the sender's actions); a stranger gets 404 for every operation.
import { describe, expect, it } from 'vitest';
import { listEvents } from '../../src/areas/signature-requests/index.ts';
import { accountSigner, expectContract, openRequest, url } from './support.ts';
import { anna, beat, ctx, daniel, post, useParties } from './world.ts';

useParties();

describe('initiate and the open request', () => {
  it('lets a signer see it (VIEWED once) but not change it: 403 for sender-only actions', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    for (let i = 0; i < 2; i++) {
      const seen = await ctx.inject({ method: 'GET', url: url(req.id), headers: anna.auth });
      expectContract(seen, 'get /v3/signature-requests/{requestId}');
    }
    const events = await listEvents(ctx.server.testDb.db, req.id);
    expect(events.filter((e) => e.type === 'VIEWED')).toHaveLength(1);
    const forbidden = [
      await ctx.inject({
        method: 'PUT',
        url: url(req.id),
        headers: anna.auth,
        payload: { title: 'x' },
      }),
      await post(url(req.id, '/withdraw'), anna, { message: 'no' }),
      await post(url(req.id, '/remind'), anna),
      await post(url(req.id, '/initiate'), anna),
      await ctx.inject({ method: 'DELETE', url: url(req.id), headers: anna.auth }),
    ];
    for (const response of forbidden) expect(response.statusCode, response.body).toBe(403);
    // A stranger: 404 for every operation.
    const stranger = [
      await ctx.inject({ method: 'GET', url: url(req.id, '/events'), headers: daniel.auth }),
      await post(url(req.id, '/decline'), daniel, { message: 'no' }),
      await ctx.inject({ method: 'GET', url: url(req.id, '/lock-status'), headers: daniel.auth }),
    ];
    for (const response of stranger) expect(response.statusCode, response.body).toBe(404);
  });
});
