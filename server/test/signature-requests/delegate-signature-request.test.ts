// POST /v3/signature-requests/{requestId}/delegate: the caller's OPEN signature goes to another
// person (a direct-link signer, or an account signer when the e-mail has an account), who is
// invited; 422 for someone already signing, 403 for the sender.
import { describe, expect, it } from 'vitest';
import { listEvents } from '../../src/areas/signature-requests/index.ts';
import { accountSigner, expectContract, openRequest, url } from './support.ts';
import { anna, beat, ctx, daniel, post, useParties } from './world.ts';

useParties();

describe('delegate', () => {
  it('hands the caller’s signature to another e-mail: new signer invited, caller removed', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const response = await post(url(req.id, '/delegate'), anna, {
      email: 'Daniel.Frei@example.org',
      name: 'Daniel Frei',
      message: 'Please sign in my place while I am away.',
    });
    expectContract(response, 'post /v3/signature-requests/{requestId}/delegate');
    const signatures = response.json().signatures;
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({
      accountEmail: null,
      name: 'Daniel Frei',
      signerIdentityData: {
        emailAddress: 'daniel.frei@example.org',
        firstName: 'Daniel',
        lastName: 'Frei',
      },
      quality: 'aes',
      legislation: 'zertes',
      documentSignatures: [{ documentId: req.documentId, page: 2 }],
    });
    const mail = ctx.server.mailer.lastTo('daniel.frei@example.org')!;
    expect(mail.text).toContain('Please sign in my place while I am away.');
    expect(mail.text).toContain('/direct-sign/');
    const event = (await listEvents(ctx.server.testDb.db, req.id)).at(-1)!;
    expect(event).toMatchObject({ type: 'DELEGATED', actor_email: anna.email });
    // Anna is no party any more.
    expect(
      (await ctx.inject({ method: 'GET', url: url(req.id), headers: anna.auth })).statusCode,
    ).toBe(404);
  });

  it('to a person with an account makes an account signer; 422 for someone already signing', async () => {
    const req = await openRequest(ctx, beat, (d) => [
      accountSigner(anna.email, d),
      accountSigner(beat.email, d, 300),
    ]);
    const already = await post(url(req.id, '/delegate'), anna, {
      email: beat.email,
      name: 'Beat Keller',
    });
    expect(already.statusCode).toBe(422);
    expectContract(already, 'post /v3/signature-requests/{requestId}/delegate');
    const self = await post(url(req.id, '/delegate'), anna, { email: anna.email, name: 'Anna' });
    expect(self.statusCode).toBe(422);
    const toDaniel = await post(url(req.id, '/delegate'), anna, {
      email: daniel.email,
      name: 'Daniel Frei',
    });
    expect(toDaniel.json().signatures.map((s: { accountEmail: string }) => s.accountEmail)).toEqual(
      [daniel.email, beat.email],
    );
    expect(ctx.server.mailer.lastTo(daniel.email)!.text).toContain(`/view/${req.id}`);
    // The sender is not a signer of another request: 403.
    const other = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const bySender = await post(url(other.id, '/delegate'), beat, {
      email: 'x@example.org',
      name: 'X',
    });
    expect(bySender.statusCode).toBe(403);
  });
});
