// POST /v3/signature-requests/{requestId}/decline: a signer declines (OPEN → DECLINED), the sender
// and the other signers are told, every later transition is 409 and the finished request can be
// deleted; the sender is no signer (403).
import { describe, expect, it } from 'vitest';
import { listEvents } from '../../src/areas/signature-requests/index.ts';
import { accountSigner, directSigner, expectContract, openRequest, url } from './support.ts';
import { anna, beat, ctx, daniel, post, useParties } from './world.ts';

useParties();

describe('decline and withdraw', () => {
  it('a signer declines: OPEN → DECLINED, the others are told, then every transition is 409', async () => {
    const req = await openRequest(ctx, beat, (d) => [
      accountSigner(anna.email, d),
      directSigner('chiara@example.org', d, 'fr'),
    ]);
    const declined = await post(url(req.id, '/decline'), anna, {
      message: 'The fee schedule does not match our offer.',
    });
    expectContract(declined, 'post /v3/signature-requests/{requestId}/decline');
    expect(declined.json()).toMatchObject({
      statusOverall: 'DECLINED',
      completedAt: expect.any(String),
    });
    expect(declined.json().signatures[0]).toMatchObject({
      status: 'DECLINED',
      declinedAt: expect.any(String),
    });
    expect(ctx.server.mailer.lastTo(beat.email)!.text).toContain(
      'The fee schedule does not match our offer.',
    );
    expect(ctx.server.mailer.lastTo('chiara@example.org')!.subject).toContain('a été refusé');
    const conflicts = [
      [
        await post(url(req.id, '/decline'), anna, { message: 'again' }),
        'post /v3/signature-requests/{requestId}/decline',
      ],
      [
        await post(url(req.id, '/withdraw'), beat, { message: 'late' }),
        'post /v3/signature-requests/{requestId}/withdraw',
      ],
      [await post(url(req.id, '/remind'), beat), 'post /v3/signature-requests/{requestId}/remind'],
      [
        await post(url(req.id, '/delegate'), anna, { email: 'x@example.org', name: 'X' }),
        'post /v3/signature-requests/{requestId}/delegate',
      ],
      [
        await post(url(req.id, '/signatures'), beat, accountSigner(daniel.email, req.documentId)),
        'post /v3/signature-requests/{requestId}/signatures',
      ],
      [
        await ctx.inject({
          method: 'DELETE',
          url: url(req.id, `/signatures/${req.signatures[1].id}`),
          headers: beat.auth,
        }),
        'delete /v3/signature-requests/{requestId}/signatures/{signatureId}',
      ],
      [
        await post(url(req.id, '/initiate'), beat),
        'post /v3/signature-requests/{requestId}/initiate',
      ],
      [
        await ctx.inject({ method: 'GET', url: url(req.id, '/zip'), headers: beat.auth }),
        'get /v3/signature-requests/{requestId}/zip',
      ],
    ] as const;
    for (const [response, operation] of conflicts) {
      expect(response.statusCode, `${operation}: ${response.body}`).toBe(409);
      expectContract(response, operation);
    }
    const types = (await listEvents(ctx.server.testDb.db, req.id)).map((e) => e.type);
    expect(types).toEqual(['CREATED', 'INITIATED', 'DECLINED']);
    const decline = (await listEvents(ctx.server.testDb.db, req.id)).at(-1)!;
    expect(decline).toMatchObject({
      actor_email: anna.email,
      actor_name: 'Anna Meier',
      detail: 'The fee schedule does not match our offer.',
    });
    // A finished request can be deleted by its sender, with its documents.
    const deleted = await ctx.inject({ method: 'DELETE', url: url(req.id), headers: beat.auth });
    expect(deleted.statusCode).toBe(200);
    expect(
      (
        await ctx.inject({
          method: 'GET',
          url: `/v3/documents/${req.documentId}`,
          headers: beat.auth,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('the sender is no signer: declining answers 403', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const response = await post(url(req.id, '/decline'), beat, { message: 'no' });
    expect(response.statusCode).toBe(403);
    expectContract(response, 'post /v3/signature-requests/{requestId}/decline');
  });
});
