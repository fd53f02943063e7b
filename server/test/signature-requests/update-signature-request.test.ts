// PUT /v3/signature-requests/{requestId}: the draft's fields replaced, documents and signers
// replaced only when given; an OPEN request can no longer be updated, given documents or deleted
// (409).
import { describe, expect, it } from 'vitest';
import {
  accountSigner,
  directSigner,
  draft,
  expectContract,
  openRequest,
  upload,
  url,
} from './support.ts';
import { anna, beat, ctx, daniel, post, useParties } from './world.ts';

useParties();

describe('drafts', () => {
  it('updates a draft: fields replaced, documents and signers replaced only when given', async () => {
    const first = await upload(ctx, beat);
    const second = await upload(ctx, beat, 'annex.pdf');
    const created = await draft(ctx, beat, {
      documents: [first],
      signatures: [accountSigner(anna.email, first)],
    });
    const put = (payload: unknown) =>
      ctx.inject({
        method: 'PUT',
        url: url(created.id),
        headers: beat.auth,
        payload: payload as object,
      });
    let response = await put({
      title: 'NDA Alpine Tech',
      exitSettings: { exitUrl: 'https://www.muster-treuhand.ch/signed', timeout: 5 },
    });
    expectContract(response, 'put /v3/signature-requests/{requestId}');
    expect(response.json()).toMatchObject({
      title: 'NDA Alpine Tech',
      message: null,
      // docs/product.md#validation-exit-urls: "0 means immediate; otherwise clamped to 10 through 90 seconds".
      exitSettings: {
        exitUrl: 'https://www.muster-treuhand.ch/signed',
        errorUrl: null,
        declineUrl: null,
        timeout: 10,
      },
      signaturesCount: 1,
    });
    response = await put({ title: 'NDA Alpine Tech', documents: [second, first] });
    expect(response.json().documents.map((d: { id: string }) => d.id)).toEqual([second, first]);
    // Dropping the first document drops the placements on it.
    response = await put({ title: 'NDA Alpine Tech', documents: [second] });
    expect(response.json().signatures[0].documentSignatures).toEqual([]);
    const detached = await ctx.inject({
      method: 'GET',
      url: `/v3/documents/${first}`,
      headers: beat.auth,
    });
    expect(detached.json().signatureRequestId).toBeNull();
    response = await put({
      title: 'NDA Alpine Tech',
      signatures: [
        accountSigner(daniel.email, second, 300),
        directSigner('chiara@example.org', second),
      ],
    });
    expect(
      response.json().signatures.map((s: { accountEmail: string | null }) => s.accountEmail),
    ).toEqual([daniel.email, null]);
    // Only the sender (a signer sees no draft at all: 404).
    const byDaniel = await ctx.inject({
      method: 'PUT',
      url: url(created.id),
      headers: daniel.auth,
      payload: { title: 'x' },
    });
    expect(byDaniel.statusCode).toBe(404);
  });
});

describe('cost centre', () => {
  it('books a draft to a cost centre: trimmed, replaced, cleared when left out or empty', async () => {
    const created = await draft(ctx, beat, { costCenter: '  Administration ' });
    expect(created.costCenter).toBe('Administration');
    const put = (payload: object) =>
      ctx.inject({ method: 'PUT', url: url(created.id), headers: beat.auth, payload });
    const renamed = await put({ title: 'Mandate agreement 2026', costCenter: 'Legal' });
    expectContract(renamed, 'put /v3/signature-requests/{requestId}');
    expect(renamed.json().costCenter).toBe('Legal');
    const got = await ctx.inject({ method: 'GET', url: url(created.id), headers: beat.auth });
    expect(got.json().costCenter).toBe('Legal');
    expect(
      (await put({ title: 'Mandate agreement 2026', costCenter: '  ' })).json().costCenter,
    ).toBeNull();
    await put({ title: 'Mandate agreement 2026', costCenter: 'Legal' });
    expect((await put({ title: 'Mandate agreement 2026' })).json().costCenter).toBeNull();
    expect((await draft(ctx, beat)).costCenter).toBeNull();
  });

  it('refuses a cost centre over 64 characters with 400 at /body/costCenter', async () => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: beat.auth,
      payload: { title: 'Mandate agreement 2026', costCenter: 'x'.repeat(65) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].pointer).toBe('/body/costCenter');
  });
});

describe('initiate and the open request', () => {
  it('the sender cannot update, add documents to or delete an OPEN request (409)', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const extra = await upload(ctx, beat);
    const responses = [
      [
        await ctx.inject({
          method: 'PUT',
          url: url(req.id),
          headers: beat.auth,
          payload: { title: 'x' },
        }),
        'put /v3/signature-requests/{requestId}',
      ],
      [
        await post(url(req.id, '/documents'), beat, { document_id: extra }),
        'post /v3/signature-requests/{requestId}/documents',
      ],
      [
        await ctx.inject({
          method: 'DELETE',
          url: url(req.id, `/documents/${req.documentId}`),
          headers: beat.auth,
        }),
        'delete /v3/signature-requests/{requestId}/documents/{documentId}',
      ],
      [
        await ctx.inject({ method: 'DELETE', url: url(req.id), headers: beat.auth }),
        'delete /v3/signature-requests/{requestId}',
      ],
    ] as const;
    for (const [response, operation] of responses) {
      expect(response.statusCode, operation).toBe(409);
      expectContract(response, operation);
    }
  });
});
