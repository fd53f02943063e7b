// DELETE /v3/signature-requests/{requestId}/signatures/{signatureId}: removing the only signer left
// unsigned completes the request, and everyone is told (the 404 and 409 cases are in
// add-signature-request-signature.test.ts and get-signature-request-lock-status.test.ts).
import { describe, expect, it } from 'vitest';
import { markSigned } from '../../src/areas/signature-requests/index.ts';
import { accountSigner, openRequest, url } from './support.ts';
import { anna, beat, ctx, daniel, useParties } from './world.ts';

useParties();

describe('signing: markSigned, lock status, completion', () => {
  it('completes when the only signer left unsigned is removed', async () => {
    const req = await openRequest(ctx, beat, (d) => [
      accountSigner(anna.email, d),
      accountSigner(daniel.email, d, 300),
    ]);
    await markSigned(ctx.server.testDb.db, req.id, req.signatures[0].id);
    const response = await ctx.inject({
      method: 'DELETE',
      url: url(req.id, `/signatures/${req.signatures[1].id}`),
      headers: beat.auth,
    });
    expect(response.statusCode).toBe(200);
    const done = (await ctx.inject({ method: 'GET', url: url(req.id), headers: beat.auth })).json();
    expect(done.statusOverall).toBe('SIGNED');
    expect(ctx.server.mailer.lastTo(beat.email)!.subject).toContain('is signed');
  });
});
