// POST /v3/signature-requests/{requestId}/documents and its DELETE: documents added to and taken
// out of a draft (with the placements on them); 422 for a document already in it.
import { describe, expect, it } from 'vitest';
import { draft, expectContract, placement, upload, url } from './support.ts';
import { anna, beat, ctx, post, useParties } from './world.ts';

useParties();

describe('drafts', () => {
  it('adds and removes documents of a draft only', async () => {
    const first = await upload(ctx, beat);
    const extra = await upload(ctx, beat, 'annex.pdf');
    const created = await draft(ctx, beat, {
      documents: [first],
      signatures: [{ account_email: anna.email, document_signatures: [placement(first)] }],
    });
    let response = await post(url(created.id, '/documents'), beat, { document_id: extra });
    expectContract(response, 'post /v3/signature-requests/{requestId}/documents');
    expect(response.json().documents).toHaveLength(2);
    response = await post(url(created.id, '/documents'), beat, { document_id: extra });
    expect(response.statusCode).toBe(422);
    response = await ctx.inject({
      method: 'DELETE',
      url: url(created.id, `/documents/${first}`),
      headers: beat.auth,
    });
    expectContract(response, 'delete /v3/signature-requests/{requestId}/documents/{documentId}');
    const after = (
      await ctx.inject({ method: 'GET', url: url(created.id), headers: beat.auth })
    ).json();
    expect(after.documents.map((d: { id: string }) => d.id)).toEqual([extra]);
    expect(after.signatures[0].documentSignatures).toEqual([]);
    response = await ctx.inject({
      method: 'DELETE',
      url: url(created.id, `/documents/${first}`),
      headers: beat.auth,
    });
    expect(response.statusCode).toBe(404);
  });
});
