// POST /v3/signature-requests/{requestId}/signatures and its DELETE: a signer added to an OPEN
// request is invited at once (422 for a duplicate); one who has not signed can be removed, but an
// open request keeps its last signer (409).
import { describe, expect, it } from 'vitest';
import { accountSigner, directSigner, expectContract, openRequest, url } from './support.ts';
import { anna, beat, ctx, post, useParties } from './world.ts';

useParties();

describe('initiate and the open request', () => {
  it('adds a signer to an OPEN request (invited at once) and removes one who has not signed', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const added = await post(
      url(req.id, '/signatures'),
      beat,
      directSigner('eva@example.org', req.documentId, 'de'),
    );
    expect(added.statusCode).toBe(201);
    expectContract(added, 'post /v3/signature-requests/{requestId}/signatures');
    expect(added.json()).toMatchObject({
      accountEmail: null,
      name: 'Chiara Rossi',
      status: 'OPEN',
    });
    expect(ctx.server.mailer.lastTo('eva@example.org')!.language).toBe('de');
    const duplicate = await post(
      url(req.id, '/signatures'),
      beat,
      // Another spot: the same one would overlap her field (placement_overlap).
      accountSigner(anna.email, req.documentId, 200),
    );
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().code).toBe('duplicate_signer');
    const removed = await ctx.inject({
      method: 'DELETE',
      url: url(req.id, `/signatures/${added.json().id}`),
      headers: beat.auth,
    });
    expectContract(removed, 'delete /v3/signature-requests/{requestId}/signatures/{signatureId}');
    const unknown = await ctx.inject({
      method: 'DELETE',
      url: url(req.id, '/signatures/s-nope-9'),
      headers: beat.auth,
    });
    expect(unknown.statusCode).toBe(404);
    // The last signer of an open request stays (withdraw instead).
    const last = await ctx.inject({
      method: 'DELETE',
      url: url(req.id, `/signatures/${req.signatures[0].id}`),
      headers: beat.auth,
    });
    expect(last.statusCode).toBe(409);
  });
});
