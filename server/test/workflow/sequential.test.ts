// Signing order and observers through the API: a sequential request invites its first signer at
// initiate and each next one only when the one before has signed (409 not_your_turn before), the
// request shows the order and who is next, a draft's signers are reordered (422
// signer_order_mismatch for an incomplete order), and observers get the completion mail with the
// signed PDF and may read the request but do nothing else.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountSignerOf,
  at,
  expectProblem,
  signAs,
  signerUser,
  uploadPdf,
  type User,
} from '../signing/support.ts';
import { draft, expectContract, url } from '../signature-requests/support.ts';
import { mailsTo, openWithWorkflow } from './support.ts';
import { anna, beat, ctx, luca, useSigners } from './world.ts';

useSigners();

let lena: User; // observer with an account
beforeAll(async () => {
  lena = await signerUser(ctx, ['ses:any'], { firstName: 'Lena', lastName: 'Graf' });
});

const get = (path: string, who: User) =>
  ctx.inject({ method: 'GET', url: path, headers: who.auth });

async function sequentialRequest(observers: { email: string; name?: string }[] = []) {
  const documentId = await uploadPdf(ctx, beat, 2);
  const request = await openWithWorkflow(ctx, beat, {
    documents: [documentId],
    signatures: [
      accountSignerOf(anna.email, [at(documentId, 1, 100)], 'ses', undefined),
      accountSignerOf(luca.email, [at(documentId, 1, 300)], 'ses', undefined),
    ],
    workflow: { signingOrder: 'sequential', observers },
  });
  return { ...request, documentId };
}

describe('sequential signing', () => {
  it('invites only the first signer at initiate and shows who is next', async () => {
    const before = ctx.server.mailer.sent.length;
    const request = await sequentialRequest();
    const invitations = ctx.server.mailer.sent.slice(before);
    expect(invitations.map((m) => m.to)).toEqual([anna.email]);
    expect(request.workflow).toMatchObject({
      signingOrder: 'sequential',
      nextSignatureId: request.signatures[0].id,
    });
  });

  it('refuses the second signer before the first signed (409 not_your_turn)', async () => {
    const request = await sequentialRequest();
    const early = await signAs(ctx, luca.auth, [request.id]);
    expectProblem(early, 409, 'not_your_turn');
  });

  it('invites the second signer when the first signed, and completes after the second', async () => {
    const request = await sequentialRequest([
      { email: lena.email, name: 'Lena Graf' },
      { email: 'legal@example.org' },
    ]);
    expect(mailsTo(ctx, luca.email, /./).length).toBe(0);
    const first = await signAs(ctx, anna.auth, [request.id]);
    expect(first.statusCode, first.body).toBe(200);
    await ctx.server.mailer.settled();
    expect(mailsTo(ctx, luca.email, /./).map((m) => m.subject)).toHaveLength(1);
    const view = await get(url(request.id), beat);
    expectContract(view, 'get /v3/signature-requests/{requestId}');
    expect(view.json().workflow.nextSignatureId).toBe(request.signatures[1].id);
    const events = await get(url(request.id, '/events'), beat);
    const types = events.json().events.map((e: { type: string }) => e.type);
    expect(types.indexOf('INVITED')).toBeGreaterThan(types.indexOf('SIGNED'));

    const second = await signAs(ctx, luca.auth, [request.id]);
    expect(second.json().results[0].statusOverall).toBe('SIGNED');
    await ctx.server.mailer.settled();
    // The observers get the completion mail with the signed PDF, without the business setting.
    for (const email of [lena.email, 'legal@example.org']) {
      const [mail] = ctx.server.mailer.sent.filter((m) => m.to === email);
      expect(mail, email).toBeDefined();
      const pdf = mail.attachments?.find((a) => a.contentType === 'application/pdf');
      expect(pdf, email).toBeDefined();
      expect(Buffer.from(pdf!.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The signers' own completion mails follow the (unset) business setting: no attachment.
    const annaDone = ctx.server.mailer.lastTo(anna.email)!;
    expect(annaDone.attachments ?? []).toEqual([]);
  });

  it('lets an observer read the request and nothing else; strangers still get 404', async () => {
    const request = await sequentialRequest([{ email: lena.email }]);
    const read = await get(url(request.id), lena);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().workflow.observers).toEqual([{ email: lena.email, name: null }]);
    const decline = await ctx.inject({
      method: 'POST',
      url: url(request.id, '/decline'),
      headers: lena.auth,
      payload: { message: 'Not mine' },
    });
    expect(decline.statusCode).toBe(403);
    const sign = await signAs(ctx, lena.auth, [request.id]);
    expectProblem(sign, 409, 'not_a_signer');
    const stranger = await signerUser(ctx, ['ses:any']);
    expect((await get(url(request.id), stranger)).statusCode).toBe(404);
  });
});

describe('a draft’s order and observers', () => {
  it('reorders the signers with workflow.orderedSignatureIds and refuses an incomplete order', async () => {
    const documentId = await uploadPdf(ctx, beat, 2);
    const created = await draft(ctx, beat, {
      documents: [documentId],
      signatures: [
        accountSignerOf(anna.email, [at(documentId, 1, 100)], 'ses', undefined),
        accountSignerOf(luca.email, [at(documentId, 1, 300)], 'ses', undefined),
      ],
      workflow: { signingOrder: 'sequential' },
    });
    const [a, l] = created.signatures.map((s: { id: string }) => s.id);
    const put = (workflow: Record<string, unknown>) =>
      ctx.inject({
        method: 'PUT',
        url: url(created.id),
        headers: beat.auth,
        payload: { title: created.title, workflow },
      });
    const reordered = await put({
      orderedSignatureIds: [l, a],
      observers: [{ email: 'Legal@Example.org', name: 'Legal' }],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expectContract(reordered, 'put /v3/signature-requests/{requestId}');
    expect(reordered.json().signatures.map((s: { id: string }) => s.id)).toEqual([l, a]);
    expect(reordered.json().workflow).toMatchObject({
      signingOrder: 'sequential',
      observers: [{ email: 'legal@example.org', name: 'Legal' }],
      nextSignatureId: null,
    });

    const incomplete = await put({ orderedSignatureIds: [l] });
    expectProblem(incomplete, 422, 'signer_order_mismatch');
    expect(incomplete.json().errors[0].pointer).toBe('/body/workflow/orderedSignatureIds');
    const twice = await put({
      observers: [{ email: 'a@example.org' }, { email: 'A@example.org' }],
    });
    expectProblem(twice, 422, 'observer_duplicate');
    expect(twice.json().errors[0].pointer).toBe('/body/workflow/observers/1/email');

    // Initiated, Luca (now first) is invited and Anna waits.
    const before = ctx.server.mailer.sent.length;
    const sent = await ctx.inject({
      method: 'POST',
      url: url(created.id, '/initiate'),
      headers: beat.auth,
    });
    expect(sent.json().workflow.nextSignatureId).toBe(l);
    expect(ctx.server.mailer.sent.slice(before).map((m) => m.to)).toEqual([luca.email]);
    const late = await put({ orderedSignatureIds: [a, l] });
    expectProblem(late, 409, 'invalid_transition');
  });

  it('lists the request to sign for the signer whose turn it is, and for the next one only then', async () => {
    // Signers of their own, so the mail counts of the other cases stay theirs.
    const first = await signerUser(ctx, ['ses:any'], { firstName: 'Nora', lastName: 'Frei' });
    const second = await signerUser(ctx, ['ses:any'], { firstName: 'Tim', lastName: 'Roth' });
    const documentId = await uploadPdf(ctx, beat, 2);
    const request = await openWithWorkflow(ctx, beat, {
      documents: [documentId],
      signatures: [
        accountSignerOf(first.email, [at(documentId, 1, 100)], 'ses', undefined),
        accountSignerOf(second.email, [at(documentId, 1, 300)], 'ses', undefined),
      ],
      workflow: { signingOrder: 'sequential' },
    });
    const toSign = async (who: User) =>
      (await get('/v3/signature-requests?filter=toSign&size=100', who))
        .json()
        .items.map((item: { id: string }) => item.id);
    expect(await toSign(first)).toContain(request.id);
    expect(await toSign(second)).not.toContain(request.id);
    const signed = await signAs(ctx, first.auth, [request.id]);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await toSign(first)).not.toContain(request.id);
    expect(await toSign(second)).toContain(request.id);
  });

  it('keeps a parallel request as it was: everyone invited, nobody next', async () => {
    const documentId = await uploadPdf(ctx, beat, 2);
    const before = ctx.server.mailer.sent.length;
    const request = await openWithWorkflow(ctx, beat, {
      documents: [documentId],
      signatures: [
        accountSignerOf(anna.email, [at(documentId, 1, 100)], 'ses', undefined),
        accountSignerOf(luca.email, [at(documentId, 1, 300)], 'ses', undefined),
      ],
      workflow: {},
    });
    expect(request.workflow).toMatchObject({ signingOrder: 'parallel', nextSignatureId: null });
    expect(
      ctx.server.mailer.sent
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual([anna.email, luca.email].sort());
    const second = await signAs(ctx, luca.auth, [request.id]);
    expect(second.statusCode, second.body).toBe(200);
  });
});
